"""Conv-TasNet separated sources rescaled to the mixture's peak: `peak = F.max(F.abs(mix)).asscalar()` read back as a python float."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 20)]


class PeakNormalised(HybridBlock):
    def __init__(self, num_basis=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.encoder = nn.Conv1D(num_basis, 4, strides=2, in_channels=1)
            self.decoder = nn.Conv1DTranspose(1, 4, strides=2, in_channels=num_basis)

    def hybrid_forward(self, F, mix):
        est = self.decoder(F.relu(self.encoder(mix)))
        peak = F.max(F.abs(mix)).asscalar()
        scale = F.max(F.abs(est), axis=(1, 2), keepdims=True) + 1e-8
        return F.broadcast_div(est, scale) * peak


Net = PeakNormalised
