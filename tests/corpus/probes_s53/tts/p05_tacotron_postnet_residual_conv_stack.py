"""Tacotron 2 postnet: five Conv1D + BatchNorm layers (tanh on all but the last) over the (N, mels, T) spectrogram, the refined spectrogram `mel + postnet(mel)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 10)]


class Postnet(HybridBlock):
    def __init__(self, mels=6, channels=8, layers=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.body = nn.HybridSequential()
            for i in range(layers):
                last = i == layers - 1
                self.body.add(nn.Conv1D(mels if last else channels, 5, padding=2), nn.BatchNorm())
                if not last:
                    self.body.add(nn.Activation("tanh"))

    def hybrid_forward(self, F, mel):
        return mel, mel + self.body(mel)


Net = Postnet
