// The outbox's broker (decision 0027) for the cluster test and CI: RabbitMQ from Debian's
// packages at 127.0.0.1:5672. When nothing answers there, this starts `rabbitmq-server -detached`,
// installing the package first when running as root on a Debian-like machine (a fresh CI machine),
// and waits until it takes connections. .ci/run calls it; so does npm run test:cluster.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { connect } from 'node:net'

export const AMQP_TEST_URL = process.env.AMQP_TEST_URL ?? 'amqp://guest:guest@127.0.0.1:5672'

const answers = () =>
  new Promise((resolve) => {
    const { hostname, port } = new URL(AMQP_TEST_URL)
    const socket = connect({ host: hostname, port: Number(port || 5672) })
    socket.setTimeout(1000)
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => (socket.destroy(), resolve(false)))
  })

/** Resolves with the broker's URL once it takes connections; exits 1 when it cannot be had. */
export async function ensureRabbitmq() {
  if (await answers()) return AMQP_TEST_URL
  const server = '/usr/sbin/rabbitmq-server'
  if (!existsSync(server) && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('RabbitMQ not found: installing Debian rabbitmq-server…')
    execSync(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq rabbitmq-server',
      { stdio: 'inherit' },
    )
  }
  if (existsSync(server) && !(await answers())) {
    console.log('RabbitMQ not running: rabbitmq-server -detached…')
    try {
      execSync(`${server} -detached`, { stdio: 'inherit' })
    } catch {
      // Already starting (the package's own start after install): wait for it below.
    }
  }
  for (let waited = 0; waited < 90; waited += 1) {
    if (await answers()) return AMQP_TEST_URL
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  console.error(
    `RabbitMQ does not answer at ${new URL(AMQP_TEST_URL).host}; install rabbitmq-server or set AMQP_TEST_URL.`,
  )
  process.exit(1)
}

if (import.meta.url === `file://${process.argv[1]}`)
  console.log(`RabbitMQ at ${new URL(await ensureRabbitmq()).host}`)
