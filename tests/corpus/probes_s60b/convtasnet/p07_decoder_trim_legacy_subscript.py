"""Conv-TasNet decoder trimming the transposed-conv output back to the configured segment length with a subscript `est[:, :, :self._length]` (a slice the traced symbol does not support)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 30)]


class TrimmedDecoder(HybridBlock):
    def __init__(self, num_basis=8, kernel=4, length=30, **kwargs):
        super().__init__(**kwargs)
        self._length = length
        with self.name_scope():
            self.encoder = nn.Conv1D(num_basis, kernel, strides=kernel // 2, padding=kernel // 2,
                                     in_channels=1)
            self.decoder = nn.Conv1DTranspose(1, kernel, strides=kernel // 2, in_channels=num_basis)

    def hybrid_forward(self, F, wav):
        est = self.decoder(F.relu(self.encoder(wav)))
        return est[:, :, :self._length]


Net = TrimmedDecoder
