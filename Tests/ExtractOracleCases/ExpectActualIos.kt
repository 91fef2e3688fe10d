package com.example.app.platform

import platform.UIKit.UIDevice

actual class Platform actual constructor() {
    actual val name: String = UIDevice.currentDevice.systemName()
    actual fun version(): Int = 17
}

actual fun platformName(): String = "iOS"

actual object Dispatchers {
    actual val io: String = "io"
}

actual val isDebug: Boolean get() = false

actual enum class Os { IOS, ANDROID }

actual typealias CommonParcelize = kotlin.native.HiddenFromObjC
