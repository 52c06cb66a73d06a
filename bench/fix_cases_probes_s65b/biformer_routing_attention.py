"""BiFormer's bi-level routing attention on an NHWC map: the map split into `n_win x n_win` regions
(`N, H, W, C = x.shape`, `h, w = H // n_win, W // n_win`, reshape/transpose to (N, p2, h*w, C)), q and kv
by one Dense, region-level queries and keys by the mean over each region's tokens, the region affinity
`q_r @ k_r^T`, the `topk` regions per region, the keys/values of the routed regions gathered by
`take` over the flattened (N * p2) regions with a batch offset `nd.arange(N) * p2`, token-to-token
attention inside the gathered regions with the scale `qk_dim ** -0.5`, and the regions put back."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 8, 8, 4)]


class Net(nn.HybridBlock):
    def __init__(self, dim=4, n_win=2, topk=2, qk_dim=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.n_win, self.topk, self.qk_dim = n_win, topk, qk_dim
        self.scale = qk_dim ** -0.5
        with self.name_scope():
            self.qkv = nn.Dense(2 * qk_dim + dim, in_units=dim, flatten=False)
            self.wo = nn.Dense(dim, in_units=dim, flatten=False)

    def hybrid_forward(self, F, x):
        N, H, W, C = x.shape
        n = self.n_win
        h, w = H // n, W // n
        p2 = n * n
        x = x.reshape((N, n, h, n, w, C)).transpose((0, 1, 3, 2, 4, 5)).reshape((N, p2, h * w, C))
        qkv = self.qkv(x)
        q = qkv[:, :, :, :self.qk_dim]
        kv = qkv[:, :, :, self.qk_dim:]
        q_win = q.mean(axis=2)
        k_win = kv[:, :, :, :self.qk_dim].mean(axis=2)
        a_r = F.batch_dot(q_win * self.scale, k_win, transpose_b=True)
        r_idx = F.topk(a_r, axis=-1, k=self.topk, ret_typ='indices')
        offset = (nd.arange(N) * p2).reshape((N, 1, 1))
        flat_idx = (r_idx + offset).reshape((-1,))
        kv_sel = F.take(kv.reshape((N * p2, h * w, -1)), flat_idx)
        kv_sel = kv_sel.reshape((N, p2, self.topk * h * w, -1))
        k_sel = kv_sel[:, :, :, :self.qk_dim]
        v_sel = kv_sel[:, :, :, self.qk_dim:]
        attn = F.batch_dot(q.reshape((N * p2, h * w, -1)) * self.scale,
                           k_sel.reshape((N * p2, self.topk * h * w, -1)), transpose_b=True)
        attn = F.softmax(attn, axis=-1)
        out = F.batch_dot(attn, v_sel.reshape((N * p2, self.topk * h * w, -1)))
        out = out.reshape((N, n, n, h, w, C)).transpose((0, 1, 3, 2, 4, 5)).reshape((N, H, W, C))
        return self.wo(out)
