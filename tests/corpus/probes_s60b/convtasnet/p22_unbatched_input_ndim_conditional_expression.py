"""Conv-TasNet front end accepting (N, T) or (N, 1, T) mixtures: `mix = mix.expand_dims(1) if mix.ndim == 2 else mix` -- `.ndim` of the traced input."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 20)]


class FlexibleEncoder(HybridBlock):
    def __init__(self, num_basis=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.encoder = nn.Conv1D(num_basis, 4, strides=2, in_channels=1)

    def hybrid_forward(self, F, mix):
        mix = mix.expand_dims(1) if mix.ndim == 2 else mix
        return F.relu(self.encoder(mix))


Net = FlexibleEncoder
