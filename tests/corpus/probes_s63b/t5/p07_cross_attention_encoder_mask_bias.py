"""T5 encoder-decoder cross attention: decoder queries (N, T, C) over encoder states (N, S, C), heads folded by reshape codes, the encoder padding mask (N, S) (from `F.sign` of an input, 1 keep / 0 pad) turned into an additive bias `(1 - mask).expand_dims(1).expand_dims(1) * -1e9` and added to the (N, H, T, S) scores by `broadcast_add`; no scaling (T5 folds it into the init)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8), (2, 6, 8), (2, 6)]


class T5CrossAttention(HybridBlock):
    def __init__(self, units=8, heads=2, **kwargs):
        super().__init__(**kwargs)
        self._h = heads
        with self.name_scope():
            self.q = nn.Dense(units, flatten=False, use_bias=False)
            self.kv = nn.Dense(2 * units, flatten=False, use_bias=False)
            self.o = nn.Dense(units, flatten=False, use_bias=False)

    def hybrid_forward(self, F, dec, enc, enc_valid):
        mask = F.relu(F.sign(enc_valid + 0.5))
        q = self.q(dec).reshape((0, 0, self._h, -1)).transpose((0, 2, 1, 3))
        k, v = F.split(self.kv(enc), num_outputs=2, axis=-1)
        k = k.reshape((0, 0, self._h, -1)).transpose((0, 2, 1, 3))
        v = v.reshape((0, 0, self._h, -1)).transpose((0, 2, 1, 3))
        scores = F.batch_dot(q.reshape((-3, 0, 0)), k.reshape((-3, 0, 0)), transpose_b=True)
        scores = scores.reshape((-4, -1, self._h, 0, 0))
        bias = (1 - mask).expand_dims(1).expand_dims(1) * -1e9
        att = F.softmax(F.broadcast_add(scores, bias), axis=-1)
        out = F.batch_dot(att.reshape((-3, 0, 0)), v.reshape((-3, 0, 0))).reshape((-4, -1, self._h, 0, 0))
        return self.o(out.transpose((0, 2, 1, 3)).reshape((0, 0, -1)))


Net = T5CrossAttention
