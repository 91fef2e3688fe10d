// A bridge file (`SearchIos.kt`) in a contract of its own, apart from its view model's: it still imports what it spells.

import KontractGenerator

/// Extract writes one contract per Kotlin file, so the iosMain bridge (`SplitIos.kt`: the factory and the
/// `@NativeCoroutinesState` extension property reading the view model's state) and the view model
/// (`SplitViewModel.kt`) are two generated files. The bridge file reads the view model's `_kontract` (the
/// transcript script, `@_spi(Testing)` in KontractTranscripts) and must import it itself: imports are per file.
/// Compiled in CompileBatchTests (bridge style, objc and SKIE).
let splitBridgeFileCase = CompileCase(
    "SplitBridgeFile",
    contracts: [
        "splitviewmodel.kontract.json": """
        { "kontract": 1, "module": "Shared", "package": "split", "declarations": [
          { "kind": "data class", "name": "SplitState", "properties": [ { "name": "query", "type": "String", "default": "" } ] },
          { "kind": "class", "name": "SplitViewModel", "supertypes": ["ViewModel"],
            "properties": [ { "name": "uiState", "type": "StateFlow<SplitState>", "initial": {} } ],
            "functions": [ { "name": "type", "parameters": [ { "name": "text", "type": "String" } ] } ] } ] }
        """,
        "splitios.kontract.json": """
        { "kontract": 1, "module": "Shared", "package": "split", "declarations": [
          { "kind": "file", "name": "SplitIos.kt", "sourceSet": "iosMain",
            "functions": [ { "name": "splitViewModel", "parameters": [ { "name": "owner", "type": "ViewModelStoreOwner" } ],
                             "returns": "SplitViewModel", "provides": "viewModel" } ],
            "properties": [ { "name": "uiStateForIos", "receiver": "SplitViewModel", "type": "StateFlow<SplitState>",
                              "annotations": ["NativeCoroutinesState"], "kotlin": "uiState" } ] } ] }
        """,
    ],
    options: [GeneratorOptions(interop: .objc, style: .bridge), GeneratorOptions(interop: .skie, style: .bridge)],
    app: { _ in
        """
        func useSplitBridgeFile(owner: any ViewModelStoreOwner) {
            let viewModel = SplitIosKt.splitViewModel(owner: owner)
            viewModel.type(text: "pika")
            let state: SplitState = viewModel.uiStateForIos
            _ = state
        }
        """
    })
