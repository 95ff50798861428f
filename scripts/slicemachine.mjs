// `npm run slicemachine`: Slice Machine whose slice simulator follows the development server.
// Slice Machine reads the simulator's address only from slicemachine.config.json
// (localSliceSimulatorURL), so this sets it from configuration before starting Slice Machine:
//   DEV_SERVER_URL  the development server's origin (default http://localhost:$PORT)
//   PORT            the development server's port, as `npm run dev` uses it (default 3000)
//   SLICE_MACHINE_PORT  Slice Machine's own port (default 9999)
// The file gets the committed value back when Slice Machine stops. The development server must
// let Slice Machine frame the simulator: start it with SLICE_MACHINE_ORIGIN=http://localhost:<port>
// when Slice Machine is not on 9999 (printed below).
import { spawn } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const file = fileURLToPath(new URL('../slicemachine.config.json', import.meta.url))
const committed = readFileSync(file, 'utf8')
const config = JSON.parse(committed)
const port = (name, fallback) => {
  const value = process.env[name] ?? String(fallback)
  if (!/^\d{1,5}$/.test(value) || Number(value) < 1 || Number(value) > 65535)
    throw new Error(`${name} must be a port number (1-65535), not "${value}"`)
  return Number(value)
}
const devServer = new URL(process.env.DEV_SERVER_URL ?? `http://localhost:${port('PORT', 3000)}`)
const simulator = new URL('/slice-simulator/', devServer).toString()
const sliceMachinePort = port('SLICE_MACHINE_PORT', 9999)

const restore = () => {
  if (readFileSync(file, 'utf8') !== committed) writeFileSync(file, committed)
}
if (config.localSliceSimulatorURL !== simulator) {
  writeFileSync(
    file,
    `${JSON.stringify({ ...config, localSliceSimulatorURL: simulator }, null, 2)}\n`,
  )
}
console.log(
  `Slice Machine on http://localhost:${sliceMachinePort}/ shows slices in the simulator at ${simulator}`,
)
if (sliceMachinePort !== 9999)
  console.log(
    `Start the development server with SLICE_MACHINE_ORIGIN=http://localhost:${sliceMachinePort} so it lets Slice Machine frame the simulator.`,
  )

const child = spawn('start-slicemachine', ['--port', String(sliceMachinePort)], {
  stdio: 'inherit',
  shell: process.platform === 'win32',
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => {
  restore()
  process.exit(code ?? 0)
})
