"""DeepFilterNet's two stages gated by a local SNR estimate: a GRU encoder on the ERB features, the SNR per
frame `sigmoid(fc(emb)) * (lsnr_max - lsnr_min) + lsnr_min`, an early exit when every frame is below
`min_db_thresh` (`lsnr.max().asscalar()`), ERB gains applied only where the SNR is above the ERB threshold (a
`where` against ones), the gains mapped to bins by a constant inverse filterbank and applied by a plain
`*`, and single-frame complex gains on the lowest nb_df bins where the SNR is below the DF threshold, the
real and imaginary parts as separate channels (`low[:, 0]`, `low[:, 1]`)."""
import numpy as np

from mxnet.gluon import nn, rnn


INPUTS = [(2, 5, 6), (2, 2, 5, 17)]


class Net(nn.HybridBlock):
    def __init__(self, widths=(2, 2, 2, 3, 4, 4), hidden=8, nb_df=5, lsnr_min=-15., lsnr_max=35.,
                 erb_thresh=-5., df_thresh=30., min_db_thresh=-10., **kwargs):
        super(Net, self).__init__(**kwargs)
        self.nb_df = nb_df
        self.lsnr_min, self.lsnr_max = lsnr_min, lsnr_max
        self.erb_thresh, self.df_thresh = erb_thresh, df_thresh
        self.min_db_thresh = min_db_thresh
        inverse = np.zeros((len(widths), int(sum(widths))), dtype='float32')
        start = 0
        for i, w in enumerate(widths):
            inverse[i, start:start + w] = 1
            start += w
        with self.name_scope():
            self.erb_inv_fb = self.params.get_constant('erb_inv_fb', inverse)
            self.enc = rnn.GRU(hidden, layout='NTC', input_size=len(widths))
            self.lsnr_fc = nn.Dense(1, in_units=hidden, flatten=False)
            self.fc_gain = nn.Dense(len(widths), in_units=hidden, flatten=False)
            self.df_fc = nn.Dense(nb_df * 2, in_units=hidden, flatten=False)

    def hybrid_forward(self, F, feat_erb, spec, erb_inv_fb):
        emb = self.enc(feat_erb)
        lsnr = F.sigmoid(self.lsnr_fc(emb)) * (self.lsnr_max - self.lsnr_min) + self.lsnr_min
        if lsnr.max().asscalar() < self.min_db_thresh:
            return F.zeros_like(spec), lsnr
        gains = F.sigmoid(self.fc_gain(emb))
        gains = F.where((lsnr > self.erb_thresh).broadcast_like(gains), gains, F.ones_like(gains))
        m = F.dot(gains, erb_inv_fb)
        spec = spec * m.expand_dims(1)
        B, T, _ = emb.shape
        coef = self.df_fc(emb).reshape((B, T, self.nb_df, 2))
        low = spec[:, :, :, :self.nb_df]
        re = low[:, 0] * coef[:, :, :, 0] - low[:, 1] * coef[:, :, :, 1]
        im = low[:, 0] * coef[:, :, :, 1] + low[:, 1] * coef[:, :, :, 0]
        df_gate = (lsnr < self.df_thresh).expand_dims(1)
        low = F.where(df_gate.broadcast_like(low), F.stack(re, im, axis=1), low)
        return F.concat(low, spec[:, :, :, self.nb_df:], dim=3), lsnr
