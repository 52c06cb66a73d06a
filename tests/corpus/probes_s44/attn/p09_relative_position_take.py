"""Swin-style relative position bias: a learned table gathered with a constant index through F.take."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 2, 4, 4)]


def relative_index(window):
    coords = np.arange(window)
    return (coords[:, None] - coords[None, :] + window - 1).reshape(-1).astype("float32")


class Net(HybridBlock):
    def __init__(self, window=4, heads=2, **kwargs):
        super().__init__(**kwargs)
        self._window = window
        with self.name_scope():
            self.table = self.params.get("table", shape=(2 * window - 1, heads), init="normal")
            self.index = self.params.get_constant("index", relative_index(window))

    def hybrid_forward(self, F, scores, table, index):
        bias = F.take(table, index)                                    # W*W, heads
        bias = F.reshape(bias, shape=(self._window, self._window, -1))
        bias = F.expand_dims(F.transpose(bias, axes=(2, 0, 1)), axis=0)  # 1, heads, W, W
        return F.softmax(F.broadcast_add(scores, bias), axis=-1)
