"""A small RegNetX: per-stage widths quantized from the linear rule `w_0 + w_a * j` (pycls's
generate_regnet, at construction), stages of X blocks whose group convs take `w // g` groups, the stem
at stride 2; the head pools by `kernel=x.shape[2:]` and flattens by `x.reshape((x.shape[0], -1))`, and
each stage's first block adds its projected shortcut only `if x.shape[1] != w`."""
import numpy as np
from mxnet.gluon import nn


INPUTS = [(1, 3, 8, 8)]


def generate_widths(w_a, w_0, w_m, depth, q=2):
    ws_cont = np.arange(depth) * w_a + w_0
    ks = np.round(np.log(ws_cont / w_0) / np.log(w_m))
    ws = w_0 * np.power(w_m, ks)
    return (np.round(np.divide(ws, q)) * q).astype(int).tolist()


class Net(nn.HybridBlock):
    def __init__(self, w_a=3.0, w_0=4, w_m=2.0, depth=3, group_w=2, classes=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        widths = generate_widths(w_a, w_0, w_m, depth)
        self.widths = widths
        with self.name_scope():
            self.stem = nn.Conv2D(w_0, 3, strides=2, padding=1, in_channels=3)
            self.blocks = nn.HybridSequential()
            self.projs = nn.HybridSequential()
            w_in = w_0
            for w in widths:
                self.blocks.add(nn.Conv2D(w, 3, padding=1, groups=max(1, min(w, w_in) // group_w),
                                          in_channels=w_in))
                self.projs.add(nn.Conv2D(w, 1, in_channels=w_in))
                w_in = w
            self.fc = nn.Dense(classes, in_units=widths[-1])

    def hybrid_forward(self, F, x):
        x = F.relu(self.stem(x))
        for block, proj, w in zip(self.blocks, self.projs, self.widths):
            out = block(x)
            if x.shape[1] != w:
                x = proj(x)
            x = F.relu(x + out)
        x = F.Pooling(x, kernel=x.shape[2:], pool_type='avg')
        return self.fc(x.reshape((x.shape[0], -1)))
