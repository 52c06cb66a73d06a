"""Global conditioning: a speaker embedding (B, C) `expand_dims(2)` to (B, C, 1) added by a plain `+` to
the (B, C, T) filter output."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 9), (2,)]


class PlainSpeaker(HybridBlock):
    def __init__(self, channels=4, speakers=5, **kwargs):
        super().__init__(**kwargs)
        self.n = speakers
        with self.name_scope():
            self.emb = nn.Embedding(speakers, channels)
            self.filt = nn.Conv1D(channels, 3, padding=1)

    def hybrid_forward(self, F, x, speaker):
        ids = F.clip(F.floor((speaker + 1) * 0.5 * self.n), 0, self.n - 1)
        cond = self.emb(ids).expand_dims(2)
        return F.tanh(self.filt(x) + cond)


Net = PlainSpeaker
