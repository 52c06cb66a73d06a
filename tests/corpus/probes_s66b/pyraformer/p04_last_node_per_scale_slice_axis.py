"""Pyraformer prediction head gathering the last node of every scale: indices computed in `__init__` as
python ints from the cumulative scale sizes, each node cut by `F.slice_axis`, concatenated and flattened
by `reshape((0, -1))` for a Dense to the horizon."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 3)]


def get_mask(input_size, window_size, inner_size):
    """Pyramidal attention mask (1 = may attend): neighbours within `inner_size` in a scale, and each
    node with its children one scale below."""
    all_size = [input_size]
    for w in window_size:
        all_size.append(all_size[-1] // w)
    n = sum(all_size)
    mask = np.zeros((n, n), dtype="float32")
    half = inner_size // 2
    for lvl, size in enumerate(all_size):
        start = sum(all_size[:lvl])
        for i in range(start, start + size):
            mask[i, max(i - half, start):min(i + half + 1, start + size)] = 1
    for lvl in range(1, len(all_size)):
        start = sum(all_size[:lvl])
        for i in range(start, start + all_size[lvl]):
            left = (start - all_size[lvl - 1]) + (i - start) * window_size[lvl - 1]
            mask[i, left:left + window_size[lvl - 1]] = 1
            mask[left:left + window_size[lvl - 1], i] = 1
    return mask, all_size


class ConvConstruct(HybridBlock):
    def __init__(self, d_model=4, window_size=(2, 2), **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.embed = nn.Dense(d_model, flatten=False)
            self.convs = nn.HybridSequential()
            for w in window_size:
                self.convs.add(nn.Conv1D(d_model, kernel_size=w, strides=w))

    def hybrid_forward(self, F, x):
        h = self.embed(x).transpose((0, 2, 1))
        outs = [h]
        for conv in self.convs:
            h = conv(h)
            outs.append(h)
        return F.concat(*outs, dim=2).transpose((0, 2, 1))


class LastNodeHead(HybridBlock):
    def __init__(self, input_size=8, window_size=(2, 2), d_model=4, horizon=3, **kwargs):
        super().__init__(**kwargs)
        _, all_size = get_mask(input_size, window_size, 3)
        self.last_idx = [int(i) for i in np.cumsum(all_size) - 1]
        with self.name_scope():
            self.cscm = ConvConstruct(d_model, window_size)
            self.head = nn.Dense(horizon)

    def hybrid_forward(self, F, x):
        h = self.cscm(x)
        nodes = [F.slice_axis(h, axis=1, begin=i, end=i + 1) for i in self.last_idx]
        return self.head(F.concat(*nodes, dim=1).reshape((0, -1)))


Net = LastNodeHead
