"""README.md stays true: its rule table is the rules' data, its quick start the Makefile's targets."""
import re
from pathlib import Path

from hybridlint import ruledocs

ROOT = Path(__file__).resolve().parents[1]


def test_rule_table_is_generated_from_the_rules():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert ruledocs.render(text) == text, "README.md is stale: run python -m hybridlint.ruledocs --write"


def test_rule_pages_are_generated_from_the_rules():
    """docs/rules/<CODE>.md is what a finding's `url` links to: one page per code, current."""
    pages = ruledocs.rule_pages()
    on_disk = {p.name for p in (ROOT / "docs" / "rules").glob("HYB*.md")}
    assert on_disk == set(pages), "docs/rules is stale: run python -m hybridlint.ruledocs --write"
    for name, text in pages.items():
        assert (ROOT / "docs" / "rules" / name).read_text(encoding="utf-8") == text, name


def test_quick_start_commands_exist_in_the_makefile():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    for target in ("demo", "test"):
        assert f"make {target}" in text
        assert re.search(rf"^{target}:", makefile, re.M), target


def test_python_examples_run_as_written(tmp_path):
    """Each ```python block of README.md runs (under the runtime's `mxnet` alias); a block that
    defines test_* functions has them called."""
    import subprocess
    import sys

    text = (ROOT / "README.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.*?)```", text, re.S)
    assert blocks
    for i, block in enumerate(blocks):
        script = tmp_path / f"readme_{i}.py"
        script.write_text(block + "\n\nfor _name, _fn in list(globals().items()):\n"
                          "    if _name.startswith('test_') and callable(_fn):\n        _fn()\n")
        got = subprocess.run([sys.executable, "-m", "hybridlint.runtime", str(script)], capture_output=True,
                             text=True, cwd=tmp_path, timeout=120)
        assert got.returncode == 0, f"README python block {i}:\n{block}\n{got.stderr[-2000:]}"
