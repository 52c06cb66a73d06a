"""Pyraformer pyramidal attention: the mask over all scales built in `__init__` by a numpy module
function and held as a constant `(1 - mask) * -1e9`, q/k/v by `F.split` of one projection (unpacked),
scores by `batch_dot` and the constant bias added by `broadcast_add` after `expand_dims(0)`."""
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


class PyramidalAttention(HybridBlock):
    def __init__(self, input_size=8, window_size=(2, 2), inner_size=3, d_model=4, **kwargs):
        super().__init__(**kwargs)
        mask, self.all_size = get_mask(input_size, window_size, inner_size)
        self.scale = d_model ** -0.5
        with self.name_scope():
            self.mask_bias = self.params.get_constant("mask_bias", (1.0 - mask) * -1e9)
            self.cscm = ConvConstruct(d_model, window_size)
            self.qkv = nn.Dense(3 * d_model, flatten=False)
            self.out = nn.Dense(d_model, flatten=False)

    def hybrid_forward(self, F, x, mask_bias):
        h = self.cscm(x)
        q, k, v = F.split(self.qkv(h), num_outputs=3, axis=-1)
        scores = F.batch_dot(q, k, transpose_b=True) * self.scale
        w = F.softmax(F.broadcast_add(scores, mask_bias.expand_dims(0)), axis=-1)
        return self.out(F.batch_dot(w, v))


Net = PyramidalAttention
