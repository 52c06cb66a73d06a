"""The command-line details ruff users expect: severities and exit status, more output formats,
--output-file, --fix-only, --exit-non-zero-on-fix, colour, rule lookup by name, --add-noqa and
unused-noqa (HYB100)."""
import json
import xml.etree.ElementTree as ET

import pytest

from hybridlint import cli as cli_module
from hybridlint import reporters

from .test_check import BAD

PRINT_ONLY = "def hybrid_forward(self, F, x):\n    print(x)\n    return x\n"


def test_format_lists_agree():
    assert cli_module.OUTPUT_FORMATS == reporters.FORMATS
    assert set(reporters.FORMATS) == set(reporters.REPORTERS)


def test_info_finding_is_not_an_error_and_does_not_fail(project, fake, cli):
    project.write("a.py", PRINT_ONLY)
    result = cli("check", "--no-show-source")
    assert result.rc == 0
    assert "Found 1 finding: 1 info." in result.out and "error" not in result.out
    assert cli("check", "--fail-on", "info").rc == 1
    assert cli("check", "--fail-on", "warning").rc == 0


def test_summary_counts_each_severity(project, fake, cli):
    project.write("a.py", BAD)
    out = cli("check", "--no-show-source").out
    assert "Found 4 findings: 2 errors, 1 warning, 1 info." in out


def test_json_lines_junit_gitlab_pylint(project, fake, cli):
    project.write("a.py", BAD)
    lines = cli("check", "--output-format", "json-lines").out.splitlines()
    items = [json.loads(line) for line in lines]
    assert [i["code"] for i in items] == ["HYB001", "HYB004", "HYB011", "HYB009"]
    assert items[0]["url"].endswith("/docs/rules/HYB001.md") and items[0]["name"] == "ndarray-only-attribute"

    root = ET.fromstring(cli("check", "--output-format", "junit").out)
    assert root.tag == "testsuites" and root.get("failures") == "4"
    cases = root.findall("./testsuite/testcase")
    assert [c.get("name") for c in cases][0] == "org.hybridlint.HYB001"
    assert cases[0].find("failure").get("message") == "`.shape` on a Symbol"

    report = json.loads(cli("check", "--output-format", "gitlab").out)
    assert {r["check_name"] for r in report} == {"HYB001", "HYB004", "HYB009", "HYB011"}
    assert report[0]["location"] == {"path": "a.py", "lines": {"begin": 2, "end": 2}}
    assert len({r["fingerprint"] for r in report}) == 4
    assert {r["severity"] for r in report} == {"major", "minor", "info"}
    # a finding keeps its fingerprint when the lines above it move
    project.write("a.py", "\n\n" + BAD)
    moved = json.loads(cli("check", "--output-format", "gitlab").out)
    assert [r["fingerprint"] for r in moved] == [r["fingerprint"] for r in report]

    out = cli("check", "--output-format", "pylint").out
    assert out.splitlines()[0] == "a.py:4: [HYB001] `.shape` on a Symbol"


def test_output_file(project, fake, cli):
    project.write("a.py", BAD)
    result = cli("check", "--output-format", "json", "--output-file", "out/report.json")
    assert result.rc == 1 and result.out == ""
    assert len(json.loads((project / "out" / "report.json").read_text())) == 4


def test_fix_only_and_exit_non_zero_on_fix(project, fake, cli):
    project.write("a.py", BAD)
    result = cli("check", "--fix-only")
    assert result.rc == 0 and result.out == "Fixed 1 error.\n"
    assert "reshape((2, 3))" in (project / "a.py").read_text()
    project.write("a.py", BAD)
    assert cli("check", "--fix-only", "--exit-non-zero-on-fix").rc == 1
    project.write("a.py", BAD)
    assert cli("check", "--fix", "--select", "HYB009", "--exit-non-zero-on-fix").rc == 1
    assert cli("check", "--fix", "--select", "HYB009", "--exit-non-zero-on-fix").rc == 0   # nothing left


def test_colour_follows_the_terminal_and_no_color(project, fake, cli, monkeypatch):
    project.write("a.py", BAD)
    assert "\x1b[" not in cli("check").out               # not a terminal
    monkeypatch.setenv("FORCE_COLOR", "1")
    out = cli("check", "--output-format", "concise").out
    assert "\x1b[1;31mHYB001\x1b[0m" in out
    assert "\x1b[" not in cli("check", "--output-format", "json").out
    monkeypatch.delenv("FORCE_COLOR")
    monkeypatch.setenv("NO_COLOR", "1")

    class Tty:
        def isatty(self):
            return True
    assert cli_module._use_color(Tty()) is False
    monkeypatch.delenv("NO_COLOR")
    assert cli_module._use_color(Tty()) is True


def test_rule_by_name_and_hyb000_in_all(cli):
    by_name = cli("rule", "tensor-indexing")
    assert by_name.rc == 0 and by_name.out == cli("rule", "HYB003").out
    everything = cli("rule", "--all").out
    assert "# HYB000 `unanalyzable-file`" in everything and "# HYB100 `unused-noqa`" in everything
    assert "tensor-indexing" in cli("rule", "nope").err


def test_add_noqa_then_check_passes(project, fake, cli):
    project.write("a.py", BAD.replace("print(x)", "print(x)  # log it"))
    result = cli("check", "--add-noqa")
    assert result.rc == 0 and result.out == "Added 4 noqa directives.\n"
    text = (project / "a.py").read_text()
    assert "    y = x.shape  # noqa: HYB001\n" in text
    assert "    print(x)  # log it  # noqa: HYB011\n" in text
    assert cli("check").rc == 0
    assert cli("check", "--add-noqa").out == "Added 0 noqa directives.\n"     # idempotent


def test_add_noqa_merges_codes_and_keeps_crlf(project, fake, cli):
    project.write("a.py", data=b"def hybrid_forward(self, F, x):\r\n    x += x.shape  # noqa: E501\r\n    return x\r\n")
    cli("check", "--add-noqa")
    assert (project / "a.py").read_bytes() == (
        b"def hybrid_forward(self, F, x):\r\n    x += x.shape  # noqa: E501, HYB001, HYB004\r\n    return x\r\n")


def test_add_noqa_leaves_a_backslash_continuation_alone(project, fake, cli):
    source = "def hybrid_forward(self, F, x):\n    y = x.shape + \\\n        1\n    return y\n"
    project.write("a.py", source)
    result = cli("check", "--add-noqa")
    assert (project / "a.py").read_text() == source
    assert "a.py:2: no `# noqa` added" in result.err


def test_add_noqa_conflicts_with_fix(project, fake, cli):
    result = cli("check", "--add-noqa", "--fix")
    assert result.rc == 2 and "--add-noqa cannot be combined with --fix" in result.err


NOQA_SOURCE = """\
def hybrid_forward(self, F, x):
    a = x.shape  # noqa: HYB001
    b = F.relu(x)  # noqa: HYB001
    c = F.relu(x)  # noqa: HYB004, E501
    d = F.relu(x)  # noqa
    e = F.relu(x)  # noqa: HYB999
    f = x.shape  # noqa: HYB001, HYB011
    return x
"""


def test_unused_noqa_is_opt_in(project, fake, cli):
    project.write("a.py", NOQA_SOURCE)
    assert cli("check").rc == 0
    out = cli("check", "--extend-select", "HYB100", "--output-format", "concise", "-q").out
    assert out.splitlines() == [
        "a.py:3:20: HYB100 [*] `# noqa` directive has unused (HYB001 reported nothing on this line)",
        "a.py:4:20: HYB100 [*] `# noqa` directive has unused (HYB004 reported nothing on this line)",
        "a.py:6:20: HYB100 [*] `# noqa` directive has unknown (HYB999 is no hybridlint rule)",
        "a.py:7:18: HYB100 [*] `# noqa` directive has unused (HYB011 reported nothing on this line)",
    ]


def test_unused_noqa_fix(project, fake, cli):
    project.write("a.py", NOQA_SOURCE)
    result = cli("check", "--extend-select", "HYB100", "--fix")
    assert result.rc == 0, result.out
    assert (project / "a.py").read_text() == """\
def hybrid_forward(self, F, x):
    a = x.shape  # noqa: HYB001
    b = F.relu(x)
    c = F.relu(x)  # noqa: E501
    d = F.relu(x)  # noqa
    e = F.relu(x)
    f = x.shape  # noqa: HYB001
    return x
"""


def test_unused_noqa_ignores_codes_not_enabled(project, fake, cli):
    project.write("a.py", NOQA_SOURCE)
    out = cli("check", "--select", "HYB100,HYB001", "--output-format", "concise", "-q").out
    assert "HYB004" not in out and "HYB011" not in out and "HYB999" in out


@pytest.mark.parametrize("fmt", ["full", "concise", "json", "json-lines", "sarif", "github", "gitlab", "junit",
                                 "pylint"])
def test_every_format_runs_on_a_clean_project(project, fake, cli, fmt):
    project.write("a.py", "x = 1\n")
    assert cli("check", "--output-format", fmt).rc == 0
