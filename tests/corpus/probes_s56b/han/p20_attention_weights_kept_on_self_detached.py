"""HAN word attention keeping its weights for visualisation on the block, `self.last_alpha = alpha.detach()`, and returning only the sentence vectors."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 7, 6)]


class VisualisedAttention(HybridBlock):
    def __init__(self, units=6, att=5, **kwargs):
        super(VisualisedAttention, self).__init__(**kwargs)
        self.last_alpha = None
        with self.name_scope():
            self.proj = nn.Dense(att, activation="tanh", flatten=False, in_units=units)
            self.context = nn.Dense(1, use_bias=False, flatten=False, in_units=att)

    def hybrid_forward(self, F, h):
        alpha = F.softmax(self.context(self.proj(h)), axis=1)
        self.last_alpha = alpha.detach()
        return F.sum(F.broadcast_mul(alpha, h), axis=1)


Net = VisualisedAttention
