"""`hybridlint check` end to end (in-process) against the fake engine."""
import json
import os


from hybridlint import analysis, loading

BAD = """\
def hybrid_forward(self, F, x):
    y = x.shape
    x += y
    print(x)
    return x.reshape(2, 3)
"""
GOOD = "def hybrid_forward(self, F, x):\n    return F.relu(x)\n"


def codes(out):
    return [line.split(": ")[1].split()[0] for line in out.splitlines() if line and not line.startswith("Found")]


def test_exit_codes(project, fake, cli):
    project.write("good.py", GOOD)
    assert cli("check", "good.py").rc == 0
    project.write("bad.py", BAD)
    result = cli("check")
    assert result.rc == 1 and "bad.py:2:9: HYB001" in result.out
    assert cli("check", "--exit-zero").rc == 0
    assert cli("check", "--select", "NOPE1").rc == 2
    assert cli("check", "--bogus-flag").rc == 2
    assert cli().rc == 2


def test_clean_run_says_so(project, fake, cli):
    project.write("good.py", GOOD)
    result = cli("check")
    assert result.rc == 0 and result.out == "All checks passed!\n"


def test_select_ignore_and_prefixes(project, fake, cli):
    project.write("bad.py", BAD)
    concise = ("--output-format", "concise", "-q")
    assert codes(cli("check", *concise).out) == ["HYB001", "HYB004", "HYB011", "HYB009"]
    assert codes(cli("check", *concise, "--select", "HYB001,HYB009").out) == ["HYB001", "HYB009"]
    assert codes(cli("check", *concise, "--select", "HYB00").out) == ["HYB001", "HYB004", "HYB009"]
    assert codes(cli("check", *concise, "--ignore", "HYB01", "--ignore", "HYB004").out) == ["HYB001", "HYB009"]
    assert codes(cli("check", *concise, "--select", "HYB001", "--extend-select", "HYB011").out) == [
        "HYB001", "HYB011"]
    assert codes(cli("check", *concise, "--select", "ALL", "--ignore", "HYB0").out) == []


def test_config_selection_and_per_file_ignores(project, fake, cli):
    project.write("pyproject.toml", """\
        [tool.hybridlint]
        ignore = ["HYB011"]
        [tool.hybridlint.per-file-ignores]
        "tests/*" = ["HYB00"]
        "legacy.py" = ["ALL"]
    """)
    project.write("src/bad.py", BAD)
    project.write("tests/test_bad.py", BAD)
    project.write("tests/unit/test_deeper.py", BAD)
    project.write("deep/legacy.py", BAD)
    out = cli("check", "--output-format", "concise", "-q").out
    assert "src/bad.py:2:9: HYB001" in out
    assert "HYB011" not in out and "tests/" not in out and "legacy" not in out
    # Paths are matched from the config's directory even when run from a subdirectory.
    os.chdir(project / "tests")
    assert cli("check", ".").rc == 0


def test_bad_config_exits_2_with_message(project, fake, cli):
    project.write("pyproject.toml", '[tool.hybridlint]\nselect = "HYB001"\n')
    project.write("a.py", GOOD)
    result = cli("check")
    assert result.rc == 2 and "must be a list of strings" in result.err and "Traceback" not in result.err


def test_noqa(project, fake, cli):
    project.write("a.py", """\
        def hybrid_forward(self, F, x):
            a = x.shape  # noqa
            b = x.shape  # noqa: HYB001
            c = x.shape  # NOQA:HYB004,HYB001
            d = x.shape  # noqa: HYB004
            e = "# noqa"; f = x.shape
            print(x)  # some comment  # noqa: HYB011
    """)
    out = cli("check", "--output-format", "concise", "-q").out
    assert out.splitlines() == ["a.py:5:9: HYB001 `.shape` on a Symbol", "a.py:6:23: HYB001 `.shape` on a Symbol"]


def test_file_level_noqa(project, fake, cli):
    project.write("a.py", "# hybridlint: noqa: HYB001\n" + BAD)
    assert codes(cli("check", "--output-format", "concise", "-q").out) == ["HYB004", "HYB011", "HYB009"]
    project.write("a.py", "# hybridlint: noqa\n" + BAD)
    assert cli("check").rc == 0


def test_syntax_error_undecodable_huge_unreadable_alongside_good(project, fake, cli, monkeypatch):
    monkeypatch.setattr(loading, "MAX_FILE_BYTES", 2000)
    project.write("good.py", GOOD)
    project.write("bad.py", BAD)
    project.write("broken.py", "def f(:\n    pass\n")
    project.write("latin.py", data=b"x = '\xe9'\n")
    project.write("huge.py", "x = 1\n" * 1000)
    os.symlink(project / "missing-target.py", project / "dangling.py")
    os.mkfifo(project / "fifo.py")
    result = cli("check", "--output-format", "concise", "-q")
    assert result.rc == 1 and "Traceback" not in result.out + result.err
    lines = result.out.splitlines()
    assert "bad.py:2:9: HYB001 `.shape` on a Symbol" in lines        # other files still checked
    assert any(line.startswith("broken.py:1:7: HYB000 syntax error") for line in lines)
    assert "latin.py:1:1: HYB000 cannot decode byte 0xe9 on line 1 as utf-8" in result.out
    assert any(line.startswith("huge.py:1:1: HYB000 file too large") for line in lines)
    assert any(line.startswith("dangling.py:1:1: HYB000 cannot read file") for line in lines)
    assert "fifo.py:1:1: HYB000 not a regular file" in result.out
    assert not any(line.startswith("good.py") for line in lines)


def test_hyb000_is_reported_whatever_the_selection(project, fake, cli):
    project.write("broken.py", "def f(:\n")
    result = cli("check", "--select", "HYB001", "--ignore", "HYB0")
    assert result.rc == 1 and "HYB000" in result.out


def test_missing_path(project, fake, cli):
    result = cli("check", "nope.py")
    assert result.rc == 1 and "nope.py:1:1: HYB000 no such file or directory" in result.out


def test_paths_after_options(project, fake, cli):
    """`check a.py --no-cache b.py` lints both, as ruff does; an unknown option there is still an error."""
    project.write("good.py", GOOD)
    project.write("bad.py", BAD)
    result = cli("check", "good.py", "--output-format", "concise", "bad.py")
    assert result.rc == 1 and "bad.py:2:9: HYB001" in result.out
    assert cli("check", "good.py", "--select", "HYB001", "good.py").rc == 0
    assert cli("check", "good.py", "--bogus-flag", "bad.py").rc == 2
    assert cli("rule", "HYB001", "HYB003").rc == 2


def test_full_format_shows_source_and_caret(project, fake, cli):
    project.write("bad.py", BAD)
    out = cli("check", "--select", "HYB001").out
    assert out == (
        "bad.py:2:9: HYB001 `.shape` on a Symbol\n"
        "  |\n"
        "2 |     y = x.shape\n"
        "  |         ^^^^^^^ HYB001\n"
        "  |\n"
        "\n"
        "Found 1 error.\n"
    )
    assert cli("check", "--select", "HYB001", "--no-show-source").out == (
        "bad.py:2:9: HYB001 `.shape` on a Symbol\nFound 1 error.\n")


def test_fix_marker_and_hints(project, fake, cli):
    project.write("bad.py", BAD)
    out = cli("check", "--output-format", "concise").out
    assert "bad.py:5:13: HYB009 [*] positional reshape" in out
    assert "bad.py:3:5: HYB004 `+=` on a tensor" in out   # unsafe fix: no marker by default
    assert "[*] 1 fixable with the `--fix` option." in out
    assert "1 hidden fix can be enabled with the `--unsafe-fixes` option." in out
    assert "bad.py:3:5: HYB004 [*]" in cli("check", "--output-format", "concise", "--unsafe-fixes").out


def test_json_format(project, fake, cli):
    project.write("bad.py", BAD)
    items = json.loads(cli("check", "--output-format", "json", "--select", "HYB001,HYB009").out)
    assert [item["code"] for item in items] == ["HYB001", "HYB009"]
    first, second = items
    assert first["filename"] == (project / "bad.py").as_posix()
    assert first["location"] == {"row": 2, "column": 9} and first["end_location"] == {"row": 2, "column": 16}
    assert first["fix"] is None and first["noqa_row"] == 2 and first["cell"] is None
    assert first["name"] == "ndarray-only-attribute" and first["severity"] == "error"
    edit = second["fix"]["edits"][0]
    assert second["fix"]["applicability"] == "safe"
    assert edit["content"] == ".reshape((2, 3))" and edit["location"] == {"row": 5, "column": 13}


def test_sarif_has_what_github_code_scanning_requires(project, fake, cli):
    project.write("pkg/bad.py", BAD)
    project.write("broken.py", "def f(:\n")
    log = json.loads(cli("check", "--output-format", "sarif").out)
    assert log["version"] == "2.1.0" and "sarif" in log["$schema"]
    (run,) = log["runs"]
    driver = run["tool"]["driver"]
    assert driver["name"] == "hybridlint" and driver["informationUri"].startswith("https://")
    assert driver["version"]
    ids = [rule["id"] for rule in driver["rules"]]
    assert len(ids) == len(set(ids)) and {"HYB000", "HYB001", "HYB004", "HYB009", "HYB011"} <= set(ids)
    for rule in driver["rules"]:
        assert rule["shortDescription"]["text"] and rule["fullDescription"]["text"] and rule["help"]["text"]
        assert rule["name"]
    assert run["results"]
    for result in run["results"]:
        assert result["ruleId"] in ids and driver["rules"][result["ruleIndex"]]["id"] == result["ruleId"]
        assert result["level"] in ("error", "warning", "note") and result["message"]["text"]
        location = result["locations"][0]["physicalLocation"]
        uri = location["artifactLocation"]["uri"]
        assert not uri.startswith("/") and "\\" not in uri
        assert location["region"]["startLine"] >= 1 and location["region"]["startColumn"] >= 1
    by_rule = {r["ruleId"]: r for r in run["results"]}
    assert by_rule["HYB001"]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] == "pkg/bad.py"
    assert by_rule["HYB001"]["locations"][0]["physicalLocation"]["region"] == {
        "startLine": 2, "startColumn": 9, "endLine": 2, "endColumn": 16}
    assert by_rule["HYB011"]["level"] == "note" and by_rule["HYB009"]["level"] == "warning"


def test_github_format(project, fake, cli):
    project.write("bad.py", BAD)
    lines = cli("check", "--output-format", "github").out.splitlines()
    assert lines[0] == ("::error file=bad.py,line=2,col=9,endLine=2,endColumn=16,title=HYB001::"
                        "HYB001 `.shape` on a Symbol")
    assert lines[2] == "::notice file=bad.py,line=4,col=5,title=HYB011::HYB011 print runs only while tracing"
    assert lines[3].startswith("::warning file=bad.py,line=5,col=13,")
    assert len(lines) == 4   # no summary in machine formats


def test_statistics(project, fake, cli):
    project.write("a.py", BAD)
    project.write("b.py", BAD.replace("print(x)", "z = x.shape"))
    result = cli("check", "--statistics")
    assert result.rc == 1
    assert result.out.splitlines()[:4] == [
        "3\tHYB001\t    ndarray-only-attribute",
        "2\tHYB004\t    augmented-assignment",
        "2\tHYB009\t[*] positional-reshape",
        "1\tHYB011\t    print-in-hybrid",
    ]
    stats = json.loads(cli("check", "--statistics", "--output-format", "json").out)
    assert stats[0] == {"code": "HYB001", "name": "ndarray-only-attribute", "count": 3, "fixable": False}


def test_fix_applies_safe_fixes_and_keeps_encoding(project, fake, cli):
    data = "\ufeff# -*- coding: utf-8 -*-\r\ndef hybrid_forward(self, F, x):\r\n    return x.reshape(2, 3)  # é\r\n"
    path = project.write("a.py", data=data.encode("utf-8"))
    result = cli("check", "--fix")
    assert result.rc == 0, result
    assert "Fixed 1 error." in result.out
    assert path.read_bytes() == data.replace("reshape(2, 3)", "reshape((2, 3))").encode("utf-8")


def test_fix_unsafe_needs_the_flag(project, fake, cli):
    path = project.write("a.py", "def f(x, y):\n    x += y\n")
    assert cli("check", "--fix").rc == 1
    assert path.read_text() == "def f(x, y):\n    x += y\n"
    result = cli("check", "--fix", "--unsafe-fixes", "--show-fixes")
    assert result.rc == 0 and path.read_text() == "def f(x, y):\n    x = x + y\n"
    assert "a.py:2:5: HYB004 rewrite as `x = x + y`" in result.out


def test_diff_does_not_write(project, fake, cli):
    path = project.write("a.py", BAD)
    result = cli("check", "--diff")
    assert result.rc == 1
    assert "-    return x.reshape(2, 3)\n+    return x.reshape((2, 3))\n" in result.out
    assert "Would fix 1 error." in result.out
    assert path.read_text() == BAD
    project.write("a.py", GOOD)
    assert cli("check", "--diff").rc == 0


def test_fix_that_breaks_parsing_is_refused(project, fake, cli, monkeypatch):
    from hybridlint.diagnostics import Diagnostic, Edit, Fix

    def breaking(source, path, project=None):
        out = fake.analyze(source, path, project)
        if "def" in source and not any(d.code == "HYB000" for d in out):
            out.append(Diagnostic(path, 1, 1, "HYB009", "m", fix=Fix((Edit(0, 3, "de f"),), "safe")))
        return out

    engine = fake.make_engine()
    engine.analyze = breaking
    monkeypatch.setattr(analysis, "load_engine", lambda: engine)
    path = project.write("a.py", GOOD)
    result = cli("check", "--fix")
    assert path.read_text() == GOOD
    assert "does not parse" in result.err and result.rc == 1


def test_fix_without_any_fix_says_so(project, fake, cli):
    project.write("a.py", "def f(x):\n    return x.shape\n")
    result = cli("check", "--fix")
    assert result.rc == 1 and "none of these findings has an automatic fix" in result.err


def test_internal_engine_error_is_a_diagnostic_and_exit_2(project, fake, cli, monkeypatch):
    def explode(source, path, project=None):
        if "boom" in source:
            raise RuntimeError("kaboom")
        return fake.analyze(source, path, project)

    engine = fake.make_engine()
    engine.analyze = explode
    monkeypatch.setattr(analysis, "load_engine", lambda: engine)
    project.write("a.py", "boom = 1\n")
    project.write("b.py", BAD)
    result = cli("check", "--output-format", "concise")
    assert result.rc == 2
    assert "a.py:1:1: HYB000 internal error in hybridlint while checking this file (RuntimeError: kaboom)" in result.out
    assert "b.py:2:9: HYB001" in result.out


def test_version(cli):
    result = cli("--version")
    assert result.rc == 0 and result.out.startswith("hybridlint ")


def test_force_exclude_on_the_command_line(project, fake, cli):
    project.write(".git/HEAD", "")
    project.write(".gitignore", "generated/\n")
    project.write("generated/bad.py", BAD)
    project.write("build/bad.py", BAD)
    assert cli("check", "generated/bad.py", "build/bad.py").rc == 1        # named files win...
    result = cli("check", "--force-exclude", "generated/bad.py", "build/bad.py")
    assert result.rc == 0 and result.out == "All checks passed!\n"     # ...unless --force-exclude
    project.write(".gitignore", "")                                    # a changed .gitignore is re-read
    assert cli("check", "--force-exclude", "generated/bad.py").rc == 1


def test_explicit_config_option(project, fake, cli):
    project.write("conf/strict.toml", '[tool.hybridlint]\nselect = ["HYB011"]\n')
    project.write("a.py", BAD)
    result = cli("check", "--config", "conf/strict.toml", "--output-format", "concise", "-q")
    assert codes(result.out) == ["HYB011"]
    assert cli("check", "--config", "missing.toml").rc == 2


def test_output_format_from_environment(project, fake, cli, monkeypatch):
    project.write("a.py", BAD)
    monkeypatch.setenv("HYBRIDLINT_OUTPUT_FORMAT", "github")
    assert cli("check").out.startswith("::error file=a.py,line=2,col=9")
    monkeypatch.setenv("HYBRIDLINT_OUTPUT_FORMAT", "xml")
    result = cli("check")
    assert result.rc == 2 and "HYBRIDLINT_OUTPUT_FORMAT='xml'" in result.err


def test_messages_with_newlines_are_escaped_for_github(project, fake, cli, monkeypatch):
    from hybridlint.diagnostics import Diagnostic

    engine = fake.make_engine()
    engine.analyze = lambda source, path, project=None: [
        Diagnostic(path, 1, 1, "HYB001", "100% broken,\nreally: yes")]
    monkeypatch.setattr(analysis, "load_engine", lambda: engine)
    project.write("we,ird:name.py", "x = 1\n")
    line = cli("check", "--output-format", "github").out.strip()
    assert line == "::error file=we%2Cird%3Aname.py,line=1,col=1,title=HYB001::HYB001 100%25 broken,%0Areally: yes"


def _stdin(monkeypatch, data: bytes):
    import io

    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(data), encoding="utf-8"))


def test_stdin_with_filename(project, fake, cli, monkeypatch):
    project.write("pyproject.toml", '[tool.hybridlint]\n[tool.hybridlint.per-file-ignores]\n"tests/*" = ["HYB001"]\n')
    _stdin(monkeypatch, BAD.encode())
    result = cli("check", "-", "--stdin-filename", "src/net.py", "--output-format", "concise", "-q")
    assert result.rc == 1 and result.out.startswith("src/net.py:2:9: HYB001")
    _stdin(monkeypatch, BAD.encode())
    result = cli("check", "-", "--stdin-filename", "tests/t.py", "--output-format", "concise", "-q")
    assert "HYB001" not in result.out                                  # per-file-ignores by the given name


def test_stdin_fix_prints_the_fixed_source(project, fake, cli, monkeypatch):
    _stdin(monkeypatch, BAD.encode())
    result = cli("check", "-", "--fix", "--output-format", "concise")
    assert result.out == BAD.replace("reshape(2, 3)", "reshape((2, 3))")
    assert "-:2:9: HYB001" in result.err and result.rc == 1
    _stdin(monkeypatch, GOOD.encode())
    result = cli("check", "-", "--fix")
    assert result.out == GOOD and result.rc == 0


def test_stdin_force_exclude_passes_source_through(project, fake, cli, monkeypatch):
    _stdin(monkeypatch, BAD.encode())
    result = cli("check", "-", "--stdin-filename", "build/gen.py", "--force-exclude", "--fix")
    assert result.rc == 0 and result.out == BAD
    assert cli("check", "-", "a.py").rc == 2
