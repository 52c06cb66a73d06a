"""Numpy-mode Pyraformer attention with `@use_np` on a `hybrid_forward`: the (N, N) mask bias constant
added to the (B, N, N) scores by a plain `+`, each scale cut by python slices `h[:, s:e]` with bounds
built in `__init__`, and the last node by `h[:, e - 1]` -- legal on numpy-mode symbols."""
import numpy as onp
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 8, 3)]


def get_mask(input_size, window_size, inner_size):
    """Pyramidal attention mask (1 = may attend): neighbours within `inner_size` in a scale, and each
    node with its children one scale below."""
    all_size = [input_size]
    for w in window_size:
        all_size.append(all_size[-1] // w)
    n = sum(all_size)
    mask = onp.zeros((n, n), dtype="float32")
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


@use_np
class NumpyPyramidalAttention(HybridBlock):
    def __init__(self, input_size=8, window_size=(2, 2), inner_size=3, d_model=4, **kwargs):
        super().__init__(**kwargs)
        mask, all_size = get_mask(input_size, window_size, inner_size)
        ends = [int(e) for e in onp.cumsum(all_size)]
        self.bounds = list(zip([0] + ends[:-1], ends))
        self.scale = d_model ** -0.5
        with self.name_scope():
            self.mask_bias = self.params.get_constant("mask_bias", (1.0 - mask) * -1e9)
            self.embed = nn.Dense(d_model, flatten=False, in_units=3)
            self.convs = nn.HybridSequential()
            for w in window_size:
                self.convs.add(nn.Conv1D(d_model, kernel_size=w, strides=w, in_channels=d_model))
            self.qkv = nn.Dense(3 * d_model, flatten=False, in_units=d_model)
            self.head = nn.Dense(2, in_units=len(all_size) * d_model)

    def hybrid_forward(self, F, x, mask_bias):
        h = F.np.swapaxes(self.embed(x), 1, 2)
        outs = [h]
        for conv in self.convs:
            h = conv(h)
            outs.append(h)
        h = F.np.swapaxes(F.np.concatenate(outs, axis=2), 1, 2)
        q, k, v = F.np.split(self.qkv(h), 3, axis=-1)
        w = F.npx.softmax(F.np.matmul(q, F.np.swapaxes(k, 1, 2)) * self.scale + mask_bias, axis=-1)
        h = F.np.matmul(w, v)
        last = F.np.concatenate([h[:, e - 1] for _, e in self.bounds], axis=-1)
        pooled = F.np.stack([h[:, s:e].mean(axis=1) for s, e in self.bounds], axis=1)
        return self.head(last), pooled


Net = NumpyPyramidalAttention
