"""FiLM layer: gamma and beta from one `Dense(2 * C)` of the conditioning vector, split in two, lifted to (N, C, 1, 1) by `expand_dims` twice, applied with `broadcast_mul`/`broadcast_add`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 5, 5), (2, 4)]


class FiLM(HybridBlock):
    def __init__(self, channels=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.film = nn.Dense(2 * channels)

    def hybrid_forward(self, F, x, cond):
        gamma, beta = F.split(self.film(cond), num_outputs=2, axis=1)
        gamma = gamma.expand_dims(2).expand_dims(3)
        beta = beta.expand_dims(2).expand_dims(3)
        return F.broadcast_add(F.broadcast_mul(x, gamma), beta)


Net = FiLM
