"""Autograd mode flags (MXNet's ``mx.autograd``): recording and train mode.

Only the flags exist for now.  Gradient recording (a tape filled by the op
invocation in ``ndarray.invoke`` while ``is_recording()``, replayed by
``backward`` through each registry ``Op.grad``) is the extension point:
:func:`_on_op` is called for every eager op and is where the tape will go.
"""
from __future__ import annotations

import threading

__all__ = ["record", "pause", "train_mode", "predict_mode", "is_recording",
           "is_training", "set_recording", "set_training"]

_state = threading.local()


def _get():
    if not hasattr(_state, "recording"):
        _state.recording = False
        _state.training = False
    return _state


def is_recording() -> bool:
    return _get().recording


def is_training() -> bool:
    return _get().training


def set_recording(is_recording: bool) -> bool:
    """Set the recording flag; return the previous value (as MXNet does)."""
    st = _get()
    prev, st.recording = st.recording, bool(is_recording)
    return prev


def set_training(train_mode: bool) -> bool:
    st = _get()
    prev, st.training = st.training, bool(train_mode)
    return prev


class _RecordingStateScope:
    """``with`` scope that sets the flags and restores them on exit."""

    def __init__(self, is_record, train_mode):
        self._enter_is_record = is_record
        self._enter_train_mode = train_mode
        self._prev_is_record = None
        self._prev_train_mode = None

    def __enter__(self):
        if self._enter_is_record is not None:
            self._prev_is_record = set_recording(self._enter_is_record)
        if self._enter_train_mode is not None:
            self._prev_train_mode = set_training(self._enter_train_mode)
        return self

    def __exit__(self, *exc):
        if self._enter_is_record is not None:
            set_recording(self._prev_is_record)
        if self._enter_train_mode is not None:
            set_training(self._prev_train_mode)


def record(train_mode: bool = True):
    return _RecordingStateScope(True, train_mode)


def pause(train_mode: bool = False):
    return _RecordingStateScope(False, train_mode)


def train_mode():
    return _RecordingStateScope(None, True)


def predict_mode():
    return _RecordingStateScope(None, False)


def _on_op(op, attrs, inputs, outputs) -> None:
    """Hook called after each eager op while recording; gradients plug in here."""
    return
