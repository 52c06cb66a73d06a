"""Tacotron 2 postnet: five convolutions over the mel frames, the residual added to the decoder's mel, the frames cut back to the decoder's length."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 7)]


class Net(nn.HybridBlock):
    def __init__(self, n_mels=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.convs = nn.HybridSequential()
            for i in range(3):
                self.convs.add(nn.Conv1D(n_mels if i == 2 else 6, 5, padding=3,
                                         in_channels=n_mels if i == 0 else 6))

    def hybrid_forward(self, F, mel):
        h = mel
        for i, conv in enumerate(self.convs):
            h = conv(h)
            h = h[:, :, 1:-1]
            if i < len(self.convs) - 1:
                h = F.tanh(h)
        return mel + h[:, :, :mel.shape[2]]
