"""wav2vec 2.0 diversity loss ported from PyTorch: the (N, T, V) code probabilities minus their (V,) average over batch and time by plain `-` (eagerly broadcast, traced elementwise on different shapes)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class CenteredCodes(HybridBlock):
    def __init__(self, dim=8, num_vars=4, **kwargs):
        super(CenteredCodes, self).__init__(**kwargs)
        with self.name_scope():
            self.weight_proj = nn.Dense(num_vars, in_units=dim, flatten=False)

    def hybrid_forward(self, F, x):
        probs = F.softmax(self.weight_proj(x), axis=-1)
        avg = probs.mean(axis=(0, 1))
        centered = probs - avg
        return F.square(centered).mean()


Net = CenteredCodes
