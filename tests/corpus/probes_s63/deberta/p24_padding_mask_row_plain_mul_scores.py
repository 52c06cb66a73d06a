"""DeBERTa attention ported from PyTorch (`attention_mask.unsqueeze(1)`): the (N, L) key mask from valid lengths expanded to (N, 1, L) and multiplied with the (N, L, L) softmax weights by plain `*` (eagerly broadcast over queries, traced elementwise on different shapes)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8), (2,)]


class PlainKeyMask(HybridBlock):
    def __init__(self, units=8, max_len=5, **kwargs):
        super(PlainKeyMask, self).__init__(**kwargs)
        self._l = max_len
        with self.name_scope():
            self.q = nn.Dense(units, in_units=units, flatten=False)
            self.k = nn.Dense(units, in_units=units, flatten=False)

    def hybrid_forward(self, F, x, len_raw):
        valid = F.floor((len_raw + 1) * 0.5 * (self._l - 1)) + 1
        att = F.softmax(F.batch_dot(self.q(x), self.k(x), transpose_b=True), axis=-1)
        keys = F.contrib.arange_like(x, axis=1).reshape((1, -1))
        mask = F.broadcast_lesser(keys, valid.reshape((-1, 1))).expand_dims(1)
        return F.batch_dot(att * mask, x)


Net = PlainKeyMask
