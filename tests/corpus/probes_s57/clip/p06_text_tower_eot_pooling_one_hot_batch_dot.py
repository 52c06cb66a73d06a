"""Text tower: a GRU over token embeddings, features pooled at the end-of-text position (`argmax` of the token scores) by `one_hot` of a constructor-configured context length and `batch_dot`; the temperature clamped by `clip` at `math.log(100)`."""
import math

from mxnet.gluon import HybridBlock, nn, rnn
from mxnet import init

INPUTS = [(3, 5, 4), (3, 5)]


class TextTower(HybridBlock):
    def __init__(self, context_length=5, width=6, **kwargs):
        super().__init__(**kwargs)
        self.context_length = context_length
        with self.name_scope():
            self.rnn = rnn.GRU(width, layout="NTC", input_size=4)
            self.proj = nn.Dense(width, in_units=width, use_bias=False)
            self.logit_scale = self.params.get("logit_scale", shape=(1,), init=init.Constant(math.log(1 / 0.07)))

    def hybrid_forward(self, F, tokens, eot_scores, logit_scale):
        h = self.rnn(tokens)
        pos = F.argmax(eot_scores, axis=1)
        sel = F.expand_dims(F.one_hot(pos, depth=self.context_length), axis=1)
        pooled = F.reshape(F.batch_dot(sel, h), shape=(0, -1))
        emb = F.L2Normalization(self.proj(pooled), mode="instance")
        scale = F.exp(F.clip(logit_scale, 0, math.log(100)))
        return F.broadcast_mul(F.dot(emb, emb, transpose_b=True), scale)


Net = TextTower
