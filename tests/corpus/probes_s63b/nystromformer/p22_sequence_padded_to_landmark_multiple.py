"""Nystromformer with a sequence length (7) not divisible by the landmark count (4): the input padded on the time axis by `F.concat(x, F.zeros_like(F.slice_axis(x, axis=1, begin=0, end=pad)), dim=1)` with `pad` from the constructor, segment-mean landmarks by reshape codes, the output cut back by `F.slice_axis(out, axis=1, begin=0, end=seq_len)` and added to the input by a plain `+`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 7, 8)]


class PaddedNystrom(HybridBlock):
    def __init__(self, units=8, seq_len=7, num_landmarks=4, **kwargs):
        super().__init__(**kwargs)
        self._t, self._m = seq_len, num_landmarks
        self._pad = (num_landmarks - seq_len % num_landmarks) % num_landmarks
        with self.name_scope():
            self.qkv = nn.Dense(3 * units, flatten=False, use_bias=False)

    def hybrid_forward(self, F, x):
        padded = F.concat(x, F.zeros_like(F.slice_axis(x, axis=1, begin=0, end=self._pad)), dim=1)
        q, k, v = F.split(self.qkv(padded), num_outputs=3, axis=-1)
        q_land = F.mean(q.reshape((0, -4, self._m, -1, -2)), axis=2)
        k_land = F.mean(k.reshape((0, -4, self._m, -1, -2)), axis=2)
        kernel_1 = F.softmax(F.batch_dot(q, k_land, transpose_b=True), axis=-1)
        kernel_3 = F.softmax(F.batch_dot(q_land, k, transpose_b=True), axis=-1)
        out = F.batch_dot(kernel_1, F.batch_dot(kernel_3, v))
        return x + F.slice_axis(out, axis=1, begin=0, end=self._t)


Net = PaddedNystrom
