"""WaveRNN-style conditioning: mel frames (N, C, T) stretched to samples by `F.repeat(repeats=self.hop, axis=2)` and added to a Conv1D of the (N, 1, T*hop) audio with `broadcast_add` after a 1x1 projection."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4), (2, 1, 16)]


class Conditioning(HybridBlock):
    def __init__(self, hop=4, channels=5, **kwargs):
        super(Conditioning, self).__init__(**kwargs)
        self.hop = hop
        with self.name_scope():
            self.proj = nn.Conv1D(channels, 1, in_channels=3)
            self.audio = nn.Conv1D(channels, 3, padding=1, in_channels=1)

    def hybrid_forward(self, F, mel, audio):
        cond = F.repeat(self.proj(mel), repeats=self.hop, axis=2)
        return F.tanh(F.broadcast_add(self.audio(audio), cond))


Net = Conditioning
