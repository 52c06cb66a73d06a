"""SampleRNN with tiers built from a python list of frame sizes in the constructor: each tier cuts frames by reshape codes, adds the upper tier's unfolded conditioning (None for the top tier, a python check) by a plain `+` of equal shapes, runs a GRU and unfolds by a learned projection; a python loop over `zip(self._tiers, self._frame_sizes)`."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 16)]


class Tier(HybridBlock):
    def __init__(self, hidden, ratio, **kwargs):
        super().__init__(**kwargs)
        self._h = hidden
        with self.name_scope():
            self.inp = nn.Dense(hidden, flatten=False)
            self.rnn = rnn.GRU(hidden, layout="NTC")
            self.up = nn.Dense(ratio * hidden, flatten=False)

    def hybrid_forward(self, F, frames, cond):
        x = self.inp(frames)
        if cond is not None:
            x = x + cond
        return self.up(self.rnn(x)).reshape((0, -1, self._h))


class MultiTierSampleRNN(HybridBlock):
    def __init__(self, frame_sizes=(8, 2), hidden=8, **kwargs):
        super().__init__(**kwargs)
        self._frame_sizes = list(frame_sizes)
        ratios = [frame_sizes[i] // frame_sizes[i + 1] for i in range(len(frame_sizes) - 1)] + [frame_sizes[-1]]
        self._tiers = []
        with self.name_scope():
            for i, r in enumerate(ratios):
                tier = Tier(hidden, r)
                setattr(self, "tier%d" % i, tier)
                self._tiers.append(tier)

    def hybrid_forward(self, F, wav):
        cond = None
        for tier, fs in zip(self._tiers, self._frame_sizes):
            cond = tier(wav.reshape((0, -4, -1, fs)), cond)
        return cond


Net = MultiTierSampleRNN
