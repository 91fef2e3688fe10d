// Kontract's own cases for `kontract extract`'s type inference of expression bodies (ExpressionTypeInference.swift,
// StdlibMemberTypes.swift): each `fun` has no written return type; `stdlib-inference` compares the type extract
// infers with the one the Kotlin compiler gives (its reflection). A case extract does not infer fails the run unless
// it is below the "Not inferred" comment.
package inference

import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.MutableSharedFlow
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asSharedFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.count
import kotlinx.coroutines.flow.drop
import kotlinx.coroutines.flow.filterNotNull
import kotlinx.coroutines.flow.first
import kotlinx.coroutines.flow.firstOrNull
import kotlinx.coroutines.flow.single
import kotlinx.coroutines.flow.singleOrNull
import kotlinx.coroutines.flow.take
import kotlinx.coroutines.flow.toList
import kotlinx.coroutines.flow.toSet

class Point(val x: Int, val y: Int)

object Registry

// Literals, names, constructors, objects, arithmetic, Boolean operators, if.
fun literalInt() = 42
fun literalLong() = 5_000_000_000
fun literalNegativeDouble() = -1.5
fun literalFloat() = 2f
fun literalString() = "a"
fun literalChar() = 'c'
fun literalBoolean() = true
fun parameter(a: List<String?>) = a
fun parenthesized(a: Int) = (a)
fun constructorCall() = Point(1, 2)
fun objectReference() = Registry
fun intArithmetic(a: Int, b: Int) = a * 2 + b % 3 - (a / b)
fun longArithmetic(a: Long, b: Long) = a + b
fun doubleArithmetic(a: Double) = a / 2.0
fun floatArithmetic(a: Float, b: Float) = a - b
fun equality(a: Int, b: Int) = a == b
fun inequality(a: String, b: String) = a != b
fun conjunction(a: Boolean, b: Boolean) = a && b || !b
fun comparisonAndSum(a: List<Int>) = a.sum() + 1 == 3
fun ifSameTypes(c: Boolean, a: List<Int>, b: List<Int>) = if (c) a.toList() else b
fun ifNumbers(c: Boolean, a: Int) = if (c) a else 0

// Collections (kotlin.collections).
fun listToList(a: List<String>) = a.toList()
fun setToList(a: Set<Int>) = a.toList()
fun iterableToList(a: Iterable<Long>) = a.toList()
fun toMutableList(a: List<Int>) = a.toMutableList()
fun toSet(a: List<String>) = a.toSet()
fun toMutableSet(a: Collection<String>) = a.toMutableSet()
fun filterNotNull(a: List<String?>) = a.filterNotNull()
fun distinct(a: List<Int>) = a.distinct()
fun reversed(a: List<Double?>) = a.reversed()
fun take(a: Set<String>) = a.take(2)
fun drop(a: List<String>) = a.drop(1)
fun takeLast(a: List<String>) = a.takeLast(1)
fun dropLast(a: List<String>) = a.dropLast(1)
fun first(a: List<String>) = a.first()
fun last(a: Set<Int?>) = a.last()
fun single(a: Iterable<Char>) = a.single()
fun firstOrNull(a: List<String>) = a.firstOrNull()
fun lastOrNullOfNullable(a: List<String?>) = a.lastOrNull()
fun singleOrNull(a: Collection<Int>) = a.singleOrNull()
fun count(a: Iterable<String>) = a.count()
fun any(a: List<String>) = a.any()
fun none(a: Set<String>) = a.none()
fun isNotEmpty(a: Collection<String>) = a.isNotEmpty()
fun contains(a: List<String>) = a.contains("x")
fun isEmpty(a: MutableList<String>) = a.isEmpty()
fun size(a: List<String>) = a.size
fun mutableSetSize(a: MutableSet<String>) = a.size
fun joinToString(a: List<Int>) = a.joinToString()
fun sumInt(a: List<Int>) = a.sum()
fun sumLong(a: Set<Long>) = a.sum()
fun sumDouble(a: Iterable<Double>) = a.sum()
fun sumFloat(a: List<Float>) = a.sum()
fun sumShort(a: List<Short>) = a.sum()
fun sumByte(a: List<Byte>) = a.sum()
fun averageInt(a: List<Int>) = a.average()
fun averageFloat(a: Collection<Float>) = a.average()
fun chained(a: List<Int?>) = a.filterNotNull().distinct().sum()

// Flows (kotlinx.coroutines.flow).
suspend fun sumOfFlow(flow: Flow<Int>, max: Int? = null) = (if (max != null) flow.take(max) else flow).toList().sum()
suspend fun sumOfNullableFlow(flow: Flow<Int?>, max: Int? = null) =
    (if (max != null) flow.take(max) else flow).toList().filterNotNull().sum()
suspend fun flowToSet(flow: Flow<String>) = flow.toSet()
fun flowTake(flow: StateFlow<String>) = flow.take(1)
fun flowDrop(flow: Flow<Long>) = flow.drop(1)
fun flowFilterNotNull(flow: Flow<String?>) = flow.filterNotNull()
suspend fun flowFirst(flow: Flow<Int>) = flow.first()
suspend fun flowSingle(flow: Flow<Int?>) = flow.single()
suspend fun flowFirstOrNull(flow: Flow<Int>) = flow.firstOrNull()
suspend fun flowSingleOrNull(flow: Flow<String>) = flow.singleOrNull()
suspend fun flowCount(flow: Flow<String>) = flow.count()
fun stateValue(flow: StateFlow<List<String>>) = flow.value
fun mutableStateValue(flow: MutableStateFlow<Int?>) = flow.value
fun asStateFlow(flow: MutableStateFlow<String>) = flow.asStateFlow()
fun asSharedFlow(flow: MutableSharedFlow<Int>) = flow.asSharedFlow()
fun stateAsSharedFlow(flow: MutableStateFlow<Int>) = flow.asSharedFlow()

// Strings and numbers.
fun length(s: String) = s.length
fun uppercase(s: String) = s.uppercase()
fun lowercase(s: String) = s.lowercase()
fun trim(s: String) = s.trim()
fun reversedString(s: String) = s.reversed()
fun isBlank(s: String) = s.isBlank()
fun isNotBlank(s: String) = s.isNotBlank()
fun stringIsEmpty(s: String) = s.isEmpty()
fun stringIsNotEmpty(s: String) = s.isNotEmpty()
fun toInt(s: String) = s.toInt()
fun toLong(s: String) = s.toLong()
fun toDouble(s: String) = s.toDouble()
fun toIntOrNull(s: String) = s.toIntOrNull()
fun intToLong(n: Int) = n.toLong()
fun longToInt(n: Long) = n.toInt()
fun shortToDouble(n: Short) = n.toDouble()
fun doubleToFloat(n: Double) = n.toFloat()
fun anyToString(n: Point) = n.toString()
fun nullableToString(n: Int?) = n.toString()
fun nullableHashCode(n: String?) = n.hashCode()

// Not inferred (each stays KX0102): a smart cast, elvis, a lambda, a safe call, mixed numbers.
fun smartCast(x: Any) = if (x is String) x.length else 0
fun elvis(x: Int?) = x ?: 0
fun mapped(a: List<Int>) = a.map { it * 2 }
fun safeCall(a: List<Int>?) = a?.size
fun mixedNumbers(a: Int, b: Long) = a + b
fun branchesDiffer(c: Boolean, a: Int) = if (c) a else null
