"""GAT over a batch of padded graphs (B, N, F) with (B, N, N) adjacency: the logits `src + dst.transpose((0, 2, 1))` of (B, N, 1) and (B, 1, N) by NDArray's broadcasting, masked softmax, two heads averaged."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 5), (2, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, cin=5, f=3, heads=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.heads = heads
        with self.name_scope():
            self.W = nn.Dense(f * heads, in_units=cin, flatten=False, use_bias=False)
            self.src = nn.Dense(heads, in_units=f * heads, flatten=False, use_bias=False)
            self.dst = nn.Dense(heads, in_units=f * heads, flatten=False, use_bias=False)

    def hybrid_forward(self, F, x, adj):
        wh = self.W(x)
        s = self.src(wh)
        d = self.dst(wh)
        outs = []
        for i in range(self.heads):
            e = s[:, :, i:i + 1] + d[:, :, i:i + 1].transpose((0, 2, 1))
            e = F.LeakyReLU(e, slope=0.2)
            e = F.where(adj > 0, e, F.ones_like(e) * -1e9)
            outs.append(F.batch_dot(F.softmax(e, axis=-1), wh))
        return sum(outs) / self.heads
