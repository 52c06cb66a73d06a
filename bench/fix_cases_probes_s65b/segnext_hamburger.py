"""SegNeXt's light Hamburger decoder: the stages' maps resized to the first one's size
(`BilinearResize2D(..., height=h, width=w)` from `inputs[0].shape[2:]`) and concatenated, squeezed by a
1x1 conv, and the NMF "ham": `B, C, H, W = x.shape`, `D = C // S`, `N = H * W`, the map viewed as
(B * S, D, N), bases (S, D, R) held as a Parameter and repeated over the batch, the coefficients by a
softmax of `inv_t * x^T bases`, and a python number of multiplicative updates (`self.steps`, then one
more for the coefficients) before `x = bases coef^T` is viewed back as (B, C, H, W)."""
from mxnet import init
from mxnet.gluon import nn


INPUTS = [(2, 4, 8, 8), (2, 6, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, in_channels=(4, 6), ham_channels=8, md_s=1, md_r=4, steps=3, inv_t=1.0,
                 **kwargs):
        super(Net, self).__init__(**kwargs)
        self.S, self.R, self.steps, self.inv_t = md_s, md_r, steps, inv_t
        with self.name_scope():
            self.squeeze = nn.Conv2D(ham_channels, 1, in_channels=sum(in_channels), activation='relu')
            self.ham_in = nn.Conv2D(ham_channels, 1, in_channels=ham_channels)
            self.ham_out = nn.Conv2D(ham_channels, 1, in_channels=ham_channels)
            self.bases = self.params.get('bases', shape=(md_s, ham_channels // md_s, md_r),
                                         init=init.Uniform(1.0), grad_req='null')

    def nmf(self, F, x, bases):
        B, C, H, W = x.shape
        D = C // self.S
        N = H * W
        x = x.reshape((B * self.S, D, N))
        bases = F.abs(bases).repeat(B, axis=0)
        bases = bases / F.norm(bases, axis=1, keepdims=True)
        coef = F.softmax(self.inv_t * F.batch_dot(x, bases, transpose_a=True), axis=-1)
        for _ in range(self.steps):
            numerator = F.batch_dot(x, bases, transpose_a=True)
            denominator = F.batch_dot(coef, F.batch_dot(bases, bases, transpose_a=True))
            coef = coef * numerator / (denominator + 1e-6)
            numerator = F.batch_dot(x, coef)
            denominator = F.batch_dot(bases, F.batch_dot(coef, coef, transpose_a=True))
            bases = bases * numerator / (denominator + 1e-6)
        numerator = F.batch_dot(x, bases, transpose_a=True)
        denominator = F.batch_dot(coef, F.batch_dot(bases, bases, transpose_a=True))
        coef = coef * numerator / (denominator + 1e-6)
        x = F.batch_dot(bases, coef, transpose_b=True)
        return x.reshape((B, C, H, W))

    def hybrid_forward(self, F, c1, c2, bases):
        h, w = c1.shape[2:]
        c2 = F.contrib.BilinearResize2D(c2, height=h, width=w)
        x = self.squeeze(F.concat(c1, c2, dim=1))
        enjoy = F.relu(self.ham_in(x))
        enjoy = self.nmf(F, enjoy, bases)
        return F.relu(x + self.ham_out(enjoy))
