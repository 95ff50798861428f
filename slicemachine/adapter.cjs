'use strict'
/**
 * Local Slice Machine adapter for this React + Vite project. Slice Machine (npm run slicemachine)
 * loads it through slicemachine.config.json. Models, mocks and screenshots live in slices/<Name>/
 * and customtypes/<id>/; after every model change the adapter rewrites slices/index.ts and
 * regenerates src/content/types.generated.ts, so the committed files stay in step.
 */
const { execFile } = require('node:child_process')
const path = require('node:path')
const { defineSliceMachinePlugin } = require('@slicemachine/plugin-kit')
const fsKit = require('@slicemachine/plugin-kit/fs')
const { writeSliceIndex } = require('./slice-index.cjs')
const { sliceComponent, fieldSnippet } = require('./templates.cjs')

function regenerateTypes(root) {
  return new Promise((resolve) => {
    const bin = path.join(root, 'node_modules', '.bin', 'prismic-ts-codegen')
    execFile(bin, [], { cwd: root }, (error) => {
      if (error) console.error('[ceiba-adapter] Could not regenerate content types:', error.message)
      resolve()
    })
  })
}

module.exports = defineSliceMachinePlugin({
  meta: { name: 'ceiba-local-adapter' },
  setup({ hook }) {
    const afterModelChange = async ({ libraryID, helpers }) => {
      if (libraryID) writeSliceIndex(helpers.joinPathFromRoot(libraryID))
      await regenerateTypes(helpers.joinPathFromRoot())
    }

    // Slices
    hook('slice:create', async (data, context) => {
      await fsKit.writeSliceModel({ libraryID: data.libraryID, model: data.model, ...context })
      await fsKit.writeSliceFile({
        libraryID: data.libraryID,
        model: data.model,
        filename: 'index.tsx',
        contents: sliceComponent(data.model),
        ...context,
      })
      await afterModelChange({ libraryID: data.libraryID, ...context })
    })
    hook('slice:update', async (data, context) => {
      await fsKit.writeSliceModel({ libraryID: data.libraryID, model: data.model, ...context })
      await afterModelChange({ libraryID: data.libraryID, ...context })
    })
    hook('slice:rename', async (data, context) => {
      await fsKit.renameSlice({ libraryID: data.libraryID, model: data.model, ...context })
      await afterModelChange({ libraryID: data.libraryID, ...context })
    })
    hook('slice:delete', async (data, context) => {
      await fsKit.deleteSliceDirectory({ libraryID: data.libraryID, model: data.model, ...context })
      await afterModelChange({ libraryID: data.libraryID, ...context })
    })
    hook('slice:read', async (data, context) =>
      fsKit.readSliceModel({ libraryID: data.libraryID, sliceID: data.sliceID, ...context }),
    )
    hook('slice-library:read', async (data, context) =>
      fsKit.readSliceLibrary({ libraryID: data.libraryID, ...context }),
    )
    hook('slice:asset:update', async (data, context) => {
      await fsKit.writeSliceFile({
        libraryID: data.libraryID,
        sliceID: data.sliceID,
        filename: data.asset.id,
        contents: data.asset.data,
        ...context,
      })
    })
    hook('slice:asset:read', async (data, context) => ({
      data: await fsKit.readSliceFile({
        libraryID: data.libraryID,
        sliceID: data.sliceID,
        filename: data.assetID,
        ...context,
      }),
    }))
    hook('slice:asset:delete', async (data, context) => {
      await fsKit.deleteSliceFile({
        libraryID: data.libraryID,
        sliceID: data.sliceID,
        filename: data.assetID,
        ...context,
      })
    })

    // Custom types (document models)
    hook('custom-type:create', async (data, context) => {
      await fsKit.writeCustomTypeModel({ model: data.model, format: false, ...context })
      await afterModelChange(context)
    })
    hook('custom-type:update', async (data, context) => {
      await fsKit.writeCustomTypeModel({ model: data.model, format: false, ...context })
      await afterModelChange(context)
    })
    hook('custom-type:rename', async (data, context) => {
      await fsKit.renameCustomType({ model: data.model, format: false, ...context })
      await afterModelChange(context)
    })
    hook('custom-type:delete', async (data, context) => {
      await fsKit.deleteCustomTypeDirectory({ customTypeID: data.model.id, ...context })
      await afterModelChange(context)
    })
    hook('custom-type:read', async (data, context) =>
      fsKit.readCustomTypeModel({ customTypeID: data.id, ...context }),
    )
    hook('custom-type-library:read', async (_data, context) => fsKit.readCustomTypeLibrary(context))
    hook('custom-type:asset:update', async (data, context) => {
      await fsKit.writeCustomTypeFile({
        customTypeID: data.customTypeID,
        filename: data.asset.id,
        contents: data.asset.data,
        ...context,
      })
    })
    hook('custom-type:asset:read', async (data, context) => ({
      data: await fsKit.readCustomTypeFile({
        customTypeID: data.customTypeID,
        filename: data.assetID,
        ...context,
      }),
    }))
    hook('custom-type:asset:delete', async (data, context) => {
      await fsKit.deleteCustomTypeFile({
        customTypeID: data.customTypeID,
        filename: data.assetID,
        ...context,
      })
    })

    // Code snippets shown next to each field in Slice Machine
    hook('snippet:read', async (data) => fieldSnippet(data))
  },
})
