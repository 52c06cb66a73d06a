"""MelGAN's multi-scale discriminator and its losses: three discriminators, the audio average-pooled
once more before each later one, every discriminator returning its layer outputs; the generator's
hinge loss on the last output (scores flattened by `score.reshape((score.shape[0], -1))`) and the
feature-matching L1 over the other outputs, each mean written as `F.abs(ff - fr).sum() / fr.size`."""
from mxnet.gluon import nn


INPUTS = [(2, 1, 32), (2, 1, 32)]


class Discriminator(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Discriminator, self).__init__(**kwargs)
        with self.name_scope():
            self.layers = nn.HybridSequential()
            self.layers.add(nn.Conv1D(4, 7, padding=3, in_channels=1),
                            nn.Conv1D(8, 5, strides=2, padding=2, groups=4, in_channels=4),
                            nn.Conv1D(8, 3, padding=1, in_channels=8))
            self.score = nn.Conv1D(1, 3, padding=1, in_channels=8)

    def hybrid_forward(self, F, x):
        feats = []
        for layer in self.layers:
            x = F.LeakyReLU(layer(x), slope=0.2)
            feats.append(x)
        feats.append(self.score(x))
        return feats


class Net(nn.HybridBlock):
    def __init__(self, num_d=3, lambda_feat=10.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.lambda_feat = lambda_feat
        with self.name_scope():
            self.discs = nn.HybridSequential()
            for _ in range(num_d):
                self.discs.add(Discriminator())
            self.pool = nn.AvgPool1D(4, 2, padding=1, count_include_pad=False)

    def hybrid_forward(self, F, real, fake):
        loss_adv = 0
        loss_feat = 0
        feat_weight = 4.0 / (len(self.discs[0].layers) + 1)
        for i, disc in enumerate(self.discs):
            if i > 0:
                real = self.pool(real)
                fake = self.pool(fake)
            d_real = disc(real)
            d_fake = disc(fake)
            score = d_fake[-1].reshape((d_fake[-1].shape[0], -1))
            loss_adv = loss_adv + F.relu(1 - score).mean()
            for fr, ff in zip(d_real[:-1], d_fake[:-1]):
                fr = F.stop_gradient(fr)
                loss_feat = loss_feat + feat_weight * F.abs(ff - fr).sum() / fr.size
        return loss_adv + self.lambda_feat * loss_feat / len(self.discs)
