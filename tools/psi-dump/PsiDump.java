// The PSI oracle's driver: parses Kotlin files with the Kotlin compiler's own parser and prints kontract extract's
// --dump-syntax format (Sources/KotlinSourceSyntax/KotlinSyntaxDump.swift), one file after another.

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.jetbrains.kotlin.cli.common.messages.MessageCollector;
import org.jetbrains.kotlin.cli.jvm.compiler.EnvironmentConfigFiles;
import org.jetbrains.kotlin.cli.jvm.compiler.KotlinCoreEnvironment;
import org.jetbrains.kotlin.com.intellij.lang.ASTNode;
import org.jetbrains.kotlin.com.intellij.openapi.Disposable;
import org.jetbrains.kotlin.com.intellij.openapi.util.Disposer;
import org.jetbrains.kotlin.com.intellij.psi.PsiElement;
import org.jetbrains.kotlin.com.intellij.psi.PsiErrorElement;
import org.jetbrains.kotlin.com.intellij.psi.util.PsiTreeUtil;
import org.jetbrains.kotlin.config.CommonConfigurationKeys;
import org.jetbrains.kotlin.config.CompilerConfiguration;
import org.jetbrains.kotlin.kdoc.psi.api.KDoc;
import org.jetbrains.kotlin.lexer.KtTokens;
import org.jetbrains.kotlin.psi.*;

public final class PsiDump {
    private final StringBuilder out = new StringBuilder();
    private int indent = 0;

    public static void main(String[] args) throws Exception {
        Disposable disposable = Disposer.newDisposable();
        CompilerConfiguration configuration = new CompilerConfiguration();
        configuration.put(CommonConfigurationKeys.MESSAGE_COLLECTOR_KEY, MessageCollector.Companion.getNONE());
        configuration.put(CommonConfigurationKeys.MODULE_NAME, "oracle");
        org.jetbrains.kotlin.cli.FrontendConfigurationKeysKt.setExtensionsStorage(
            configuration, new org.jetbrains.kotlin.compiler.plugin.CompilerPluginRegistrar.ExtensionStorage());
        KotlinCoreEnvironment environment = KotlinCoreEnvironment.Companion.createForProduction(
            disposable, configuration, EnvironmentConfigFiles.JVM_CONFIG_FILES);
        KtPsiFactory factory = new KtPsiFactory(environment.getProject(), false);
        boolean timeOnly = args.length > 0 && args[0].equals("--parse-only");
        PsiDump dump = new PsiDump();
        long declarations = 0;
        long started = System.nanoTime();
        for (String path : args) {
            if (path.startsWith("--")) continue;
            String text = Files.readString(Path.of(path), StandardCharsets.UTF_8).replace("\r\n", "\n");
            KtFile file = factory.createFile(Path.of(path).getFileName().toString(), text);
            if (timeOnly) {
                declarations += count(file.getDeclarations());
                continue;
            }
            dump.file(file, path, text);
        }
        if (timeOnly) {
            System.out.println(declarations + " declarations, parsed in "
                + (System.nanoTime() - started) / 1_000_000 + " ms");
        } else {
            System.out.print(dump.out);
        }
        System.out.flush();
        Disposer.dispose(disposable);
        System.exit(0);
    }

    /** Declarations and their members (as the Swift parser, function bodies are left unparsed: PSI parses them lazily). */
    static long count(List<KtDeclaration> declarations) {
        long total = declarations.size();
        for (KtDeclaration declaration : declarations) {
            if (declaration instanceof KtClassOrObject owner) total += count(owner.getDeclarations());
        }
        return total;
    }

    void line(String value) {
        for (int i = 0; i < indent; i++) out.append("  ");
        out.append(value).append('\n');
    }

    void file(KtFile file, String path, String text) {
        line("file " + path);
        KtPackageDirective directive = file.getPackageDirective();
        if (directive != null && !directive.getPackageNames().isEmpty()) {
            List<String> names = new ArrayList<>();
            for (KtSimpleNameExpression name : directive.getPackageNames()) names.add(name.getText());
            line("package " + String.join(".", names));
        }
        KtFileAnnotationList fileAnnotations = file.getFileAnnotationList();
        if (fileAnnotations != null) {
            for (KtAnnotationEntry entry : fileAnnotations.getAnnotationEntries()) line(annotation(entry));
        }
        for (KtImportDirective item : file.getImportDirectives()) {
            String path2 = item.getImportedReference() == null ? "" : item.getImportedReference().getText();
            line("import " + path2 + (item.isAllUnder() ? ".*" : "")
                + (item.getAliasName() != null ? " as " + item.getAliasName() : ""));
        }
        for (KtDeclaration declaration : file.getDeclarations()) declaration(declaration);
        for (PsiErrorElement error : PsiTreeUtil.collectElementsOfType(file, PsiErrorElement.class)) {
            line("error " + path + ":" + where(text, error.getTextOffset()) + ": " + error.getErrorDescription());
        }
    }

    static String where(String text, int offset) {
        int line = 1, column = 1;
        for (int i = 0; i < offset && i < text.length(); ) {
            int codePoint = text.codePointAt(i);
            i += Character.charCount(codePoint);
            if (codePoint == '\n') { line++; column = 1; } else { column++; }
        }
        return line + ":" + column;
    }

    static String escaped(String text) {
        StringBuilder result = new StringBuilder();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '\\': result.append("\\\\"); break;
                case '\n': result.append("\\n"); break;
                case '\r': result.append("\\r"); break;
                case '\t': result.append("\\t"); break;
                default: result.append(c);
            }
        }
        return result.toString();
    }

    static String annotation(KtAnnotationEntry entry) {
        String site = entry.getUseSiteTarget() == null ? "" : entry.getUseSiteTarget().getText() + ":";
        String name = entry.getTypeReference() == null ? "" : entry.getTypeReference().getText();
        KtValueArgumentList list = entry.getValueArgumentList();
        return "@" + site + name + (list == null ? "" : arguments(list));
    }

    static String arguments(KtValueArgumentList list) {
        List<String> items = new ArrayList<>();
        for (KtValueArgument argument : list.getArguments()) {
            String name = argument.getArgumentName() == null ? "" : argument.getArgumentName().getText() + " = ";
            String spread = argument.getSpreadElement() != null ? "*" : "";
            KtExpression expression = argument.getArgumentExpression();
            items.add(name + spread + escaped(expression == null ? "" : expression.getText()));
        }
        return "(" + String.join(", ", items) + ")";
    }

    static String docText(KDoc doc) {
        String text = doc.getText();
        String body = text.substring(3, Math.max(3, text.length() - 2));
        String[] raw = body.split("\n", -1);
        List<String> lines = new ArrayList<>();
        for (String value : raw) {
            int i = 0;
            while (i < value.length() && (value.charAt(i) == ' ' || value.charAt(i) == '\t')) i++;
            String line = value.substring(i);
            if (line.startsWith("*")) {
                line = line.substring(1);
                if (line.startsWith(" ")) line = line.substring(1);
            }
            lines.add(line);
        }
        while (!lines.isEmpty() && lines.get(0).isBlank() && lines.get(0).replace(" ", "").replace("\t", "").isEmpty()) lines.remove(0);
        while (!lines.isEmpty() && lines.get(lines.size() - 1).replace(" ", "").replace("\t", "").isEmpty()) lines.remove(lines.size() - 1);
        List<String> trimmed = new ArrayList<>();
        for (String line : lines) {
            int end = line.length();
            while (end > 0 && (line.charAt(end - 1) == ' ' || line.charAt(end - 1) == '\t')) end--;
            trimmed.add(line.substring(0, end));
        }
        return String.join("\n", trimmed);
    }

    void attributes(KtModifierList modifiers, KDoc doc) {
        if (doc != null) line("doc " + escaped(docText(doc)));
        if (modifiers == null) return;
        List<String> words = new ArrayList<>();
        for (ASTNode child = modifiers.getNode().getFirstChildNode(); child != null; child = child.getTreeNext()) {
            if (KtTokens.MODIFIER_KEYWORDS.contains(child.getElementType())) words.add(child.getText());
        }
        if (!words.isEmpty()) line("modifiers " + String.join(" ", words));
        for (KtAnnotationEntry entry : modifiers.getAnnotationEntries()) line(annotation(entry));
    }

    static String type(KtTypeReference reference) {
        if (reference == null) return "";
        String prefix = "";
        KtModifierList modifiers = reference.getModifierList();
        if (modifiers != null && modifiers.hasModifier(KtTokens.SUSPEND_KEYWORD)) prefix = "suspend ";
        return prefix + type(reference.getTypeElement());
    }

    static String type(KtTypeElement element) {
        if (element == null) return "";
        if (element instanceof KtNullableType nullable) {
            KtTypeElement inner = nullable.getInnerType();
            String prefix = "";
            KtModifierList modifiers = nullable.getModifierList();
            if (modifiers != null && modifiers.hasModifier(KtTokens.SUSPEND_KEYWORD)) prefix = "suspend ";
            if (inner instanceof KtFunctionType) return "(" + prefix + type(inner) + ")?";
            return prefix + type(inner) + "?";
        }
        if (element instanceof KtUserType user) {
            String base = user.getQualifier() == null ? "" : type(user.getQualifier()) + ".";
            base += user.getReferencedName() == null ? "" : user.getReferenceExpression().getText();
            List<String> arguments = new ArrayList<>();
            for (KtTypeProjection projection : user.getTypeArguments()) {
                switch (projection.getProjectionKind()) {
                    case STAR: arguments.add("*"); break;
                    case IN: arguments.add("in " + type(projection.getTypeReference())); break;
                    case OUT: arguments.add("out " + type(projection.getTypeReference())); break;
                    default: arguments.add(type(projection.getTypeReference()));
                }
            }
            return arguments.isEmpty() ? base : base + "<" + String.join(", ", arguments) + ">";
        }
        if (element instanceof KtFunctionType function) {
            String text = "";
            if (function.getReceiverTypeReference() != null) {
                KtTypeReference receiver = function.getReceiverTypeReference();
                String spelled = type(receiver);
                if (receiver.getTypeElement() instanceof KtFunctionType) spelled = "(" + spelled + ")";
                text += spelled + ".";
            }
            List<String> parameters = new ArrayList<>();
            for (KtParameter parameter : function.getParameters()) {
                String named = parameter.getNameIdentifier() == null ? "" : name(parameter.getNameIdentifier()) + ": ";
                parameters.add(named + type(parameter.getTypeReference()));
            }
            return text + "(" + String.join(", ", parameters) + ") -> " + type(function.getReturnTypeReference());
        }
        if (element instanceof KtIntersectionType intersection) {
            return type(intersection.getLeftTypeRef()) + " & " + type(intersection.getRightTypeRef());
        }
        return element.getText();
    }

    static String name(PsiElement identifier) { return identifier == null ? "" : identifier.getText(); }

    void typeParameters(KtTypeParameterListOwner owner) {
        for (KtTypeParameter parameter : owner.getTypeParameters()) {
            String value = parameter.hasModifier(KtTokens.REIFIED_KEYWORD) ? "reified " : "";
            switch (parameter.getVariance()) {
                case IN_VARIANCE: value += "in "; break;
                case OUT_VARIANCE: value += "out "; break;
                default: break;
            }
            value += name(parameter.getNameIdentifier());
            List<String> bounds = new ArrayList<>();
            if (parameter.getExtendsBound() != null) bounds.add(type(parameter.getExtendsBound()));
            for (KtTypeConstraint constraint : owner.getTypeConstraints()) {
                if (constraint.getSubjectTypeParameterName() != null
                    && constraint.getSubjectTypeParameterName().getText().equals(name(parameter.getNameIdentifier()))) {
                    bounds.add(type(constraint.getBoundTypeReference()));
                }
            }
            if (!bounds.isEmpty()) value += " : " + String.join(" & ", bounds);
            line("typeparam " + value);
        }
    }

    void parameters(List<KtParameter> parameters) {
        line("parameters " + parameters.size());
        indent++;
        for (KtParameter parameter : parameters) {
            String value = "param ";
            if (parameter.getValOrVarKeyword() != null) value += parameter.getValOrVarKeyword().getText() + " ";
            value += name(parameter.getNameIdentifier());
            if (parameter.getTypeReference() != null) value += ": " + type(parameter.getTypeReference());
            if (parameter.getDefaultValue() != null) value += " = " + escaped(parameter.getDefaultValue().getText());
            open(value, parameter);
            indent--;
        }
        indent--;
    }

    /** The declaration's line, then its KDoc, modifiers and annotations one level in (closed by `indent--`). */
    void open(String header, KtDeclaration declaration) {
        line(header);
        indent++;
        attributes(declaration.getModifierList(), declaration.getDocComment());
    }

    /** A function's or property's type parameters and receiver. */
    void callableHeader(KtCallableDeclaration callable) {
        typeParameters(callable);
        if (callable.getReceiverTypeReference() != null) line("receiver " + type(callable.getReceiverTypeReference()));
    }

    void declaration(KtDeclaration declaration) {
        if (declaration instanceof KtClass klass) {
            open((klass.isInterface() ? "interface " : "class ") + name(klass.getNameIdentifier()), klass);
            typeParameters(klass);
            KtPrimaryConstructor constructor = klass.getPrimaryConstructor();
            classHeader(klass, constructor);
            indent--;
        } else if (declaration instanceof KtObjectDeclaration object) {
            open("object" + (object.getNameIdentifier() == null ? "" : " " + name(object.getNameIdentifier())), object);
            classHeader(object, null);
            indent--;
        } else if (declaration instanceof KtTypeAlias alias) {
            open("typealias " + name(alias.getNameIdentifier()), alias);
            typeParameters(alias);
            line("type " + type(alias.getTypeReference()));
            indent--;
        } else if (declaration instanceof KtNamedFunction function) {
            open("fun " + name(function.getNameIdentifier()), function);
            callableHeader(function);
            parameters(function.getValueParameters());
            if (function.getTypeReference() != null) line("type " + type(function.getTypeReference()));
            if (!function.hasBlockBody() && function.getBodyExpression() != null) {
                line("= " + escaped(function.getBodyExpression().getText()));
            }
            indent--;
        } else if (declaration instanceof KtProperty property) {
            open("property " + name(property.getNameIdentifier()), property);
            callableHeader(property);
            if (property.getTypeReference() != null) line("type " + type(property.getTypeReference()));
            line(property.isVar() ? "var" : "val");
            if (property.getInitializer() != null) line("= " + escaped(property.getInitializer().getText()));
            if (property.getDelegateExpression() != null) line("by " + escaped(property.getDelegateExpression().getText()));
            if (property.getGetter() != null) accessor(property.getGetter());
            if (property.getSetter() != null) accessor(property.getSetter());
            KtBackingField field = property.getFieldDeclaration();
            if (field != null) {
                String value = "field";
                if (field.getReturnTypeReference() != null) value += " : " + type(field.getReturnTypeReference());
                if (field.getInitializer() != null) value += " = " + escaped(field.getInitializer().getText());
                line(value);
                indent++;
                attributes(field.getModifierList(), null);
                indent--;
            }
            indent--;
        } else if (declaration instanceof KtSecondaryConstructor constructor) {
            open("constructor", constructor);
            parameters(constructor.getValueParameters());
            indent--;
        } else if (declaration instanceof KtAnonymousInitializer initializer) {
            open("init", initializer);
            indent--;
        } else {
            line("unknown " + declaration.getClass().getSimpleName());
        }
    }

    void classHeader(KtClassOrObject owner, KtPrimaryConstructor constructor) {
        if (constructor != null) {
            KtModifierList modifiers = constructor.getModifierList();
            if (modifiers != null) {
                line("constructor");
                indent++;
                attributes(modifiers, null);
                indent--;
            }
            parameters(constructor.getValueParameters());
        }
        for (KtSuperTypeListEntry entry : owner.getSuperTypeListEntries()) {
            String value = "super " + type(entry.getTypeReference());
            if (entry instanceof KtSuperTypeCallEntry call) value += arguments(call.getValueArgumentList());
            if (entry instanceof KtDelegatedSuperTypeEntry delegated && delegated.getDelegateExpression() != null) {
                value += " by " + escaped(delegated.getDelegateExpression().getText());
            }
            line(value);
        }
        KtClassBody body = owner.getBody();
        if (body == null) return;
        List<KtDeclaration> members = new ArrayList<>();
        for (KtDeclaration member : body.getDeclarations()) {
            if (member instanceof KtEnumEntry entry) {
                String value = "entry " + name(entry.getNameIdentifier());
                KtInitializerList initializers = entry.getInitializerList();
                if (initializers != null && !initializers.getInitializers().isEmpty()
                    && initializers.getInitializers().get(0) instanceof KtSuperTypeCallEntry call) {
                    value += arguments(call.getValueArgumentList());
                }
                if (entry.getBody() != null) value += " {}";
                open(value, entry);
                indent--;
            } else {
                members.add(member);
            }
        }
        for (KtDeclaration member : members) declaration(member);
    }

    void accessor(KtPropertyAccessor accessor) {
        String value = accessor.isGetter() ? "get" : "set";
        if (accessor.getBodyBlockExpression() != null) {
            value += " {}";
        } else if (accessor.getBodyExpression() != null) {
            value += " = " + escaped(accessor.getBodyExpression().getText());
        }
        line(value);
        indent++;
        attributes(accessor.getModifierList(), null);
        indent--;
    }
}
