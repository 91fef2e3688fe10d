@file:OptIn(kotlin.experimental.ExperimentalObjCName::class, kotlin.experimental.ExperimentalObjCRefinement::class)

package com.example.app.objc

import kotlin.native.HiddenFromObjC
import kotlin.native.ObjCName
import kotlin.native.ShouldRefineInSwift

@ObjCName("KTUser")
data class User(@ObjCName("userName") val name: String)

@ObjCName(name = "KTRepo", swiftName = "Repository", exact = false)
interface Repo {
    @ObjCName(swiftName = "fetch")
    suspend fun load(@ObjCName("withId") id: String): User
}

@HiddenFromObjC
fun hidden() {}

@ShouldRefineInSwift
val refined: Int = 0

@Deprecated(message = "gone", level = DeprecationLevel.ERROR)
class Gone

@Deprecated("soon")
fun soon(): Int = 0
