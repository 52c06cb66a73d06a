"""Scheduled sampling: per-sample coin (an input) against the python sampling ratio picks the true frame or the prediction with a 1-D `F.where` condition."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 3, 8, 8), (2, 4)]


class ScheduledSamplingDecoder(HybridBlock):
    def __init__(self, seq_len=4, eta=0.2, **kwargs):
        super(ScheduledSamplingDecoder, self).__init__(**kwargs)
        self.seq_len = seq_len
        self.eta = eta
        with self.name_scope():
            self.predict = nn.Conv2D(3, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, frames, coins):
        truths = F.split(frames, num_outputs=self.seq_len, axis=1, squeeze_axis=True)
        flips = F.split(coins, num_outputs=self.seq_len, axis=1, squeeze_axis=True)
        x = truths[0]
        preds = []
        for t in range(1, self.seq_len):
            pred = F.tanh(self.predict(x))
            preds.append(pred)
            x = F.where(flips[t] < self.eta, truths[t], pred)
        return F.stack(*preds, axis=1)


Net = ScheduledSamplingDecoder
