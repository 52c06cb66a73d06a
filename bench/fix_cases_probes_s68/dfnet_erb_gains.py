"""DeepFilterNet's ERB stage: the power spectrum from real/imag channels (`spec[:, 0] ** 2 + spec[:, 1] ** 2`
of (B, 2, T, F)), band energies by the rectangular ERB filterbank held on the block as an `nd.array`, log
ERB features normalised over time by an exponential running mean in a python loop over the frames
(`for t in range(T)` of `B, T, E = feat.shape`), a GRU encoder, sigmoid band gains mapped back to the
frequency bins by the inverse filterbank and applied to both channels by a plain `*` of (B, 2, T, F) and
(B, 1, T, F)."""
import numpy as np

from mxnet import nd
from mxnet.gluon import nn, rnn


INPUTS = [(2, 2, 5, 17)]


def erb_fb(widths, normalized=True):
    n_freqs = int(sum(widths))
    fb = np.zeros((n_freqs, len(widths)), dtype='float32')
    start = 0
    for i, w in enumerate(widths):
        fb[start:start + w, i] = 1
        start += w
    inverse = fb.T.copy()
    if normalized:
        fb = fb / fb.sum(axis=0, keepdims=True)
    return fb, inverse


class Net(nn.HybridBlock):
    def __init__(self, widths=(2, 2, 2, 3, 4, 4), hidden=8, alpha=0.9, **kwargs):
        super(Net, self).__init__(**kwargs)
        fb, inverse = erb_fb(widths)
        self.erb_fb = nd.array(fb)
        self.erb_inv_fb = nd.array(inverse)
        self.alpha = alpha
        nb_erb = len(widths)
        with self.name_scope():
            self.emb_in = nn.Dense(hidden, in_units=nb_erb, flatten=False, activation='relu')
            self.gru = rnn.GRU(hidden, layout='NTC', input_size=hidden)
            self.fc_gain = nn.Dense(nb_erb, in_units=hidden, flatten=False)

    def hybrid_forward(self, F, spec):
        power = spec[:, 0] ** 2 + spec[:, 1] ** 2
        erb = F.dot(power, self.erb_fb)
        feat = 10 * F.log10(erb + 1e-10)
        B, T, E = feat.shape
        state = F.mean(feat[:, 0], axis=-1, keepdims=True)
        normed = []
        for t in range(T):
            state = feat[:, t] * (1 - self.alpha) + state * self.alpha
            normed.append((feat[:, t] - state) / 40.)
        feat = F.stack(*normed, axis=1)
        emb = self.gru(self.emb_in(feat))
        gains = F.sigmoid(self.fc_gain(emb))
        m = F.dot(gains, self.erb_inv_fb)
        return spec * m.expand_dims(1)
