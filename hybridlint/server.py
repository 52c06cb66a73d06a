"""``hybridlint server``: a Language Server (stdio) over the same engine as ``check``.

Diagnostics on open, change (debounced) and save; a quick fix per fixable finding, labelled
safe or unsafe; "add noqa"; ``source.fixAll.hybridlint`` (the safe fixes of the document);
the command ``hybridlint.applyFixAll`` (sent back as ``workspace/applyEdit``); hover with the
rule's documentation.  Needs pygls: ``pip install 'hybridlint[lsp]'``.  Set-up for editors is in
docs/editors.md.
"""
from __future__ import annotations

import asyncio
import sys
from pathlib import Path

try:
    from lsprotocol import types
    from pygls.lsp.server import LanguageServer
    from pygls.protocol import default_converter
    from pygls.uris import to_fs_path
except ImportError as exc:  # pragma: no cover - exercised only without the extra
    raise ImportError("`hybridlint server` needs pygls: pip install 'hybridlint[lsp]'") from exc

from .diagnostics import Diagnostic
from .lint_session import LintSession, Positions
from .lsp_wire import Wire, check_message, pygls_structure
from .ruledocs import find_rule, rule_doc, rule_url

SOURCE = "hybridlint"
FIX_ALL_KIND = "source.fixAll.hybridlint"
FIX_ALL_COMMAND = "hybridlint.applyFixAll"
DEBOUNCE_S = 0.02       # a burst of keystrokes is checked once, after its last change
_SEVERITY = {"error": types.DiagnosticSeverity.Error, "warning": types.DiagnosticSeverity.Warning,
             "info": types.DiagnosticSeverity.Information}


class HybridlintServer(LanguageServer):
    def __init__(self, version: str):
        super().__init__(SOURCE, version, text_document_sync_kind=types.TextDocumentSyncKind.Incremental)
        self.session: LintSession | None = None
        self.findings: dict[str, tuple[int | None, str, list[Diagnostic]]] = {}   # uri -> (version, text, found)
        self.pending: dict[str, asyncio.TimerHandle] = {}

    def lint_session(self) -> LintSession:
        if self.session is None:
            root = self.workspace.root_path if self.workspace and self.workspace.root_path else "."
            self.session = LintSession(Path(root))
        return self.session

    def check(self, uri: str) -> None:
        """Check the document as it is now and publish what was found."""
        self.pending.pop(uri, None)
        document = self.workspace.get_text_document(uri)
        path = self.path_of(uri)
        if path.suffix not in (".py", ".pyi", ""):
            return
        checked = self.lint_session().check(path, document.source)
        if checked.config_error:
            self.window_show_message(types.ShowMessageParams(types.MessageType.Error,
                                                             f"hybridlint: {checked.config_error}"))
        self.findings[uri] = (document.version, checked.text, checked.diagnostics)
        positions = Positions(checked.text)
        self.text_document_publish_diagnostics(types.PublishDiagnosticsParams(
            uri=uri, version=document.version,
            diagnostics=[to_lsp(d, positions) for d in checked.diagnostics]))

    def path_of(self, uri: str) -> Path:
        return Path(to_fs_path(uri) or self.workspace.get_text_document(uri).path)

    def cancel_pending(self, uri: str) -> None:
        handle = self.pending.pop(uri, None)
        if handle is not None:
            handle.cancel()

    def check_soon(self, uri: str) -> None:
        self.cancel_pending(uri)
        self.pending[uri] = asyncio.get_running_loop().call_later(DEBOUNCE_S, self.check, uri)

    def current(self, uri: str) -> tuple[str, list[Diagnostic]]:
        """The findings of the document's current version (checked now if an edit is pending)."""
        document = self.workspace.get_text_document(uri)
        known = self.findings.get(uri)
        if known is None or known[0] != document.version or uri in self.pending:
            self.cancel_pending(uri)
            self.check(uri)
            known = self.findings.get(uri, (None, document.source, []))
        return known[1], known[2]


def to_lsp(diag: Diagnostic, positions: Positions) -> types.Diagnostic:
    start = positions.of_line_col(diag.line, diag.col)
    end = positions.of_line_col(diag.end_line or diag.line, diag.end_col or diag.col + 1)
    return types.Diagnostic(
        range=types.Range(types.Position(*start), types.Position(*end)),
        message=diag.message, severity=_SEVERITY.get(diag.severity, types.DiagnosticSeverity.Error),
        code=diag.code, code_description=types.CodeDescription(href=rule_url(diag.code)), source=SOURCE)


def _edit(positions: Positions, start: int, end: int, text: str) -> types.TextEdit:
    return types.TextEdit(range=types.Range(types.Position(*positions.of_offset(start)),
                                            types.Position(*positions.of_offset(end))), new_text=text)


def _whole(text: str, new: str) -> list[types.TextEdit]:
    positions = Positions(text)
    return [_edit(positions, 0, len(text), new)]


def _overlaps(diag: Diagnostic, rng: types.Range, positions: Positions) -> bool:
    start = positions.of_line_col(diag.line, diag.col)
    end = positions.of_line_col(diag.end_line or diag.line, diag.end_col or diag.col + 1)
    return not (end < (rng.start.line, rng.start.character) or start > (rng.end.line, rng.end.character))


def build_server(version: str = "0") -> HybridlintServer:
    server = HybridlintServer(version)

    @server.feature(types.TEXT_DOCUMENT_DID_OPEN)
    def did_open(ls: HybridlintServer, params: types.DidOpenTextDocumentParams) -> None:
        ls.check(params.text_document.uri)

    @server.feature(types.TEXT_DOCUMENT_DID_CHANGE)
    def did_change(ls: HybridlintServer, params: types.DidChangeTextDocumentParams) -> None:
        ls.check_soon(params.text_document.uri)

    @server.feature(types.TEXT_DOCUMENT_DID_SAVE)
    def did_save(ls: HybridlintServer, params: types.DidSaveTextDocumentParams) -> None:
        ls.check(params.text_document.uri)

    @server.feature(types.TEXT_DOCUMENT_DID_CLOSE)
    def did_close(ls: HybridlintServer, params: types.DidCloseTextDocumentParams) -> None:
        uri = params.text_document.uri
        ls.findings.pop(uri, None)
        ls.cancel_pending(uri)
        ls.text_document_publish_diagnostics(types.PublishDiagnosticsParams(uri=uri, diagnostics=[]))

    @server.feature(types.TEXT_DOCUMENT_CODE_ACTION, types.CodeActionOptions(
        code_action_kinds=[types.CodeActionKind.QuickFix, FIX_ALL_KIND], resolve_provider=False))
    def code_action(ls: HybridlintServer, params: types.CodeActionParams) -> list[types.CodeAction]:
        uri = params.text_document.uri
        text, found = ls.current(uri)
        positions = Positions(text)
        only = params.context.only
        actions: list[types.CodeAction] = []
        wants_quickfix = not only or any(k.startswith(types.CodeActionKind.QuickFix) for k in only)
        for diag in found if wants_quickfix else []:
            if not _overlaps(diag, params.range, positions):
                continue
            lsp_diag = [to_lsp(diag, positions)]
            if diag.fix is not None and diag.fix.edits:
                label = "safe" if diag.fix.applicability == "safe" else "unsafe"
                actions.append(types.CodeAction(
                    title=f"{diag.code}: {diag.fix.message or 'apply the fix'} ({label} fix)",
                    kind=types.CodeActionKind.QuickFix, diagnostics=lsp_diag,
                    is_preferred=diag.fix.applicability == "safe",
                    edit=types.WorkspaceEdit(changes={uri: [_edit(positions, e.start, e.end, e.text)
                                                            for e in diag.fix.edits]})))
            noqa = LintSession.noqa_edit(text, diag)
            if noqa is not None:
                actions.append(types.CodeAction(
                    title=f"{diag.code}: disable for this line (# noqa: {diag.code})",
                    kind=types.CodeActionKind.QuickFix, diagnostics=lsp_diag,
                    edit=types.WorkspaceEdit(changes={uri: [_edit(positions, noqa.start, noqa.end, noqa.text)]})))
        if not only or any(FIX_ALL_KIND.startswith(k) or k == types.CodeActionKind.QuickFix for k in only):
            if any(d.fix is not None and d.fix.applicability == "safe" for d in found):
                fixed = ls.lint_session().fix_all(ls.path_of(uri), text)
                if fixed is not None:
                    actions.append(types.CodeAction(
                        title="hybridlint: fix all safe findings", kind=FIX_ALL_KIND,
                        edit=types.WorkspaceEdit(changes={uri: _whole(text, fixed)})))
        return actions

    @server.command(FIX_ALL_COMMAND)
    def apply_fix_all(ls: HybridlintServer, *args) -> bool:
        """``[uri]`` or ``[{"uri": ..., "unsafe": bool}]``: fix the document through workspace/applyEdit."""
        arg = args[0] if args else None
        if isinstance(arg, (list, tuple)):
            arg = arg[0] if arg else None
        uri = arg if isinstance(arg, str) else getattr(arg, "uri", None) or (arg or {}).get("uri")
        unsafe = bool(getattr(arg, "unsafe", None) or (isinstance(arg, dict) and arg.get("unsafe")))
        if not uri:
            return False
        text, _ = ls.current(uri)
        fixed = ls.lint_session().fix_all(ls.path_of(uri), text, unsafe=unsafe)
        if fixed is None:
            return False
        ls.workspace_apply_edit(types.ApplyWorkspaceEditParams(
            edit=types.WorkspaceEdit(changes={uri: _whole(text, fixed)}), label="hybridlint: fix all"))
        return True

    @server.feature(types.TEXT_DOCUMENT_HOVER)
    def hover(ls: HybridlintServer, params: types.HoverParams) -> types.Hover | None:
        text, found = ls.current(params.text_document.uri)
        positions = Positions(text)
        here = types.Range(params.position, params.position)
        docs = []
        for diag in found:
            rule = find_rule(diag.code)
            if rule is not None and _overlaps(diag, here, positions) and rule not in [r for r, _ in docs]:
                docs.append((rule, diag))
        if not docs:
            return None
        body = "\n\n---\n\n".join(f"**{diag.code}** {diag.message}\n\n{rule_doc(rule)}" for rule, diag in docs)
        return types.Hover(contents=types.MarkupContent(kind=types.MarkupKind.Markdown, value=body))

    return server


def main(version: str = "0") -> int:
    server = build_server(version)
    structure = pygls_structure(server.protocol, default_converter())
    wire = Wire(sys.stdin.buffer, sys.stdout.buffer, sys.stderr, check=lambda body: check_message(body, structure))
    server.start_io(stdin=wire.input, stdout=wire.output)
    return 0
