"""TasNet decoder output trimmed back to the input length with `slice_axis(end=wav.shape[-1])`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 30)]


class TrimmedTasNet(HybridBlock):
    def __init__(self, basis=6, kernel=4, **kwargs):
        super(TrimmedTasNet, self).__init__(**kwargs)
        with self.name_scope():
            self.encoder = nn.Conv1D(basis, kernel, strides=kernel // 2, padding=kernel // 2, in_channels=1)
            self.mask = nn.Conv1D(basis, 1, activation="sigmoid", in_channels=basis)
            self.decoder = nn.Conv1DTranspose(1, kernel, strides=kernel // 2, in_channels=basis)

    def hybrid_forward(self, F, wav):
        w = F.relu(self.encoder(wav))
        out = self.decoder(w * self.mask(w))
        return F.slice_axis(out, axis=-1, begin=0, end=wav.shape[-1])


Net = TrimmedTasNet
