"""Tacotron 2 post-net: five Conv1D + BatchNorm layers (tanh on all but the last) over the mel frames swapped to (N, n_mels, T), the residual added back with a plain `+` after swapping again."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 9, 4)]


class Postnet(HybridBlock):
    def __init__(self, n_mels=4, channels=8, kernel=5, layers=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.convs = nn.HybridSequential()
            for i in range(layers):
                self.convs.add(nn.Conv1D(n_mels if i == layers - 1 else channels, kernel,
                                         padding=(kernel - 1) // 2))
                self.convs.add(nn.BatchNorm(axis=1))
                if i < layers - 1:
                    self.convs.add(nn.Activation("tanh"))

    def hybrid_forward(self, F, mel):
        post = F.swapaxes(self.convs(F.swapaxes(mel, 1, 2)), 1, 2)
        return mel, mel + post


Net = Postnet
