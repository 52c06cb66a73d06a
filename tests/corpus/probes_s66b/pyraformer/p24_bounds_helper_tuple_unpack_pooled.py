"""Pyraformer scale pooling whose python bounds come from a module helper `bounds(sizes)` over the
constructor's list of scale sizes; the features and the mask bias travel as a tuple `(h, mask_bias)` into a
method without F that unpacks them; attention by `F.broadcast_add`, pooling by `slice_axis` per bound."""
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


def bounds(sizes):
    ends = [int(e) for e in np.cumsum(sizes)]
    return list(zip([0] + ends[:-1], ends))


class TuplePooling(HybridBlock):
    def __init__(self, input_size=8, window_size=(2, 2), d_model=4, **kwargs):
        super().__init__(**kwargs)
        mask, all_size = get_mask(input_size, window_size, 3)
        self.bounds = bounds(all_size)
        with self.name_scope():
            self.mask_bias = self.params.get_constant("mask_bias", (1.0 - mask) * -1e9)
            self.cscm = ConvConstruct(d_model, window_size)
            self.qkv = nn.Dense(3 * d_model, flatten=False)

    def _attend(self, F, pair):
        h, mask_bias = pair
        q, k, v = F.split(self.qkv(h), num_outputs=3, axis=-1)
        scores = F.broadcast_add(F.batch_dot(q, k, transpose_b=True), mask_bias.expand_dims(0))
        return F.batch_dot(F.softmax(scores, axis=-1), v)

    def hybrid_forward(self, F, x, mask_bias):
        h = self._attend(F, (self.cscm(x), mask_bias))
        return F.concat(*[F.mean(F.slice_axis(h, axis=1, begin=s, end=e), axis=1) for s, e in self.bounds], dim=1)


Net = TuplePooling
