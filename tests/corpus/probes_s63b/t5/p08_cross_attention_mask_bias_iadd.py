"""T5 cross attention ported from PyTorch: the position bias and the encoder mask bias are accumulated onto the scores in place, `scores += F.broadcast_like(bias, scores)`, before the softmax."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8), (2, 6, 8), (2, 6)]


class InPlaceMaskCrossAttention(HybridBlock):
    def __init__(self, units=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.q = nn.Dense(units, flatten=False, use_bias=False)
            self.k = nn.Dense(units, flatten=False, use_bias=False)
            self.v = nn.Dense(units, flatten=False, use_bias=False)

    def hybrid_forward(self, F, dec, enc, enc_valid):
        mask = F.relu(F.sign(enc_valid + 0.5))
        scores = F.batch_dot(self.q(dec), self.k(enc), transpose_b=True)
        bias = ((1 - mask) * -1e9).expand_dims(1)
        scores += F.broadcast_like(bias, scores)
        return F.batch_dot(F.softmax(scores, axis=-1), self.v(enc))


Net = InPlaceMaskCrossAttention
