"""Conv-TasNet learned front end: a strided Conv1D encoder (L=4, stride 2) with ReLU, a 1x1 bottleneck, and a Conv1DTranspose decoder that does the overlap-add back to the waveform length."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 32)]


class EncoderDecoder(HybridBlock):
    def __init__(self, num_basis=16, kernel=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.encoder = nn.Conv1D(num_basis, kernel, strides=kernel // 2, use_bias=False, in_channels=1)
            self.bottleneck = nn.Conv1D(num_basis, 1, in_channels=num_basis)
            self.decoder = nn.Conv1DTranspose(1, kernel, strides=kernel // 2, use_bias=False,
                                              in_channels=num_basis)

    def hybrid_forward(self, F, wav):
        w = F.relu(self.encoder(wav))
        return self.decoder(w * F.sigmoid(self.bottleneck(w)))


Net = EncoderDecoder
