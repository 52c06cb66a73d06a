"""Conv-TasNet-style separator: a strided Conv1D encoder of the (N, 1, L) waveform, ReLU basis weights, per-source masks by a 1x1 conv split by `split`, each masked representation decoded by a shared Conv1DTranspose."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 32)]


class TasNet(HybridBlock):
    def __init__(self, basis=8, kernel=4, num_src=2, **kwargs):
        super(TasNet, self).__init__(**kwargs)
        self.num_src = num_src
        with self.name_scope():
            self.encoder = nn.Conv1D(basis, kernel, strides=kernel // 2, use_bias=False, in_channels=1)
            self.separator = nn.Conv1D(basis * num_src, 1, activation="sigmoid", in_channels=basis)
            self.decoder = nn.Conv1DTranspose(1, kernel, strides=kernel // 2, use_bias=False,
                                              in_channels=basis)

    def hybrid_forward(self, F, wav):
        w = F.relu(self.encoder(wav))
        masks = F.split(self.separator(w), num_outputs=self.num_src, axis=1)
        return F.concat(*[self.decoder(w * m) for m in masks], dim=1)


Net = TasNet
