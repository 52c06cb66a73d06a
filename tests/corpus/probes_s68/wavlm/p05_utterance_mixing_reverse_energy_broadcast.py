"""WavLM utterance mixing: each utterance overlapped with another of the batch (`F.reverse(x, axis=0)`), the
interfering one scaled to a python energy ratio by keepdims energies and `broadcast_mul`/`broadcast_div`; a
python flag of the constructor turns mixing on, and a slice of the primary utterance keeps its start clean."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 40)]


class UtteranceMix(HybridBlock):
    def __init__(self, mix=True, ratio=0.5, clean=10, **kwargs):
        super().__init__(**kwargs)
        self.mix, self.ratio, self.clean = mix, ratio, clean
        with self.name_scope():
            self.dense = nn.Dense(4)

    def hybrid_forward(self, F, wav):
        if self.mix:
            other = F.reverse(wav, axis=0)
            e_main = F.mean(F.square(wav), axis=1, keepdims=True)
            e_other = F.mean(F.square(other), axis=1, keepdims=True) + 1e-5
            scale = F.sqrt(F.broadcast_div(e_main * self.ratio, e_other))
            noise = F.broadcast_mul(other, scale)
            head = F.zeros_like(F.slice_axis(noise, axis=1, begin=0, end=self.clean))
            wav = wav + F.concat(head, F.slice_axis(noise, axis=1, begin=self.clean, end=None), dim=1)
        return self.dense(wav)


Net = UtteranceMix
