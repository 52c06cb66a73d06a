"""GMA's update block: the motion encoder's output concatenated with the globally aggregated motion and
the context (`inp = F.concat(inp, motion_features, motion_features_global, dim=1)`), a ConvGRU
(`hx = concat(h, x)`, z, r, q gates), the flow head's delta added in place (`flow += delta_flow` as RAFT's
loop does), and the convex upsampling of RAFT: the mask (B, 9*64, H, W) viewed as
`mask.reshape((N, 1, 9, 8, 8, H, W))` from `N, _, H, W = flow.shape`, the 3x3 neighbourhoods of 8*flow by
unfold written as nine shifted pads, and the weighted sum arranged to (N, 2, 8H, 8W)."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 3, 3), (2, 6, 3, 3), (2, 6, 3, 3), (2, 4, 3, 3), (2, 2, 3, 3)]


class ConvGRU(nn.HybridBlock):
    def __init__(self, hidden_dim, input_dim, **kwargs):
        super(ConvGRU, self).__init__(**kwargs)
        with self.name_scope():
            self.convz = nn.Conv2D(hidden_dim, 3, padding=1, in_channels=hidden_dim + input_dim)
            self.convr = nn.Conv2D(hidden_dim, 3, padding=1, in_channels=hidden_dim + input_dim)
            self.convq = nn.Conv2D(hidden_dim, 3, padding=1, in_channels=hidden_dim + input_dim)

    def hybrid_forward(self, F, h, x):
        hx = F.concat(h, x, dim=1)
        z = F.sigmoid(self.convz(hx))
        r = F.sigmoid(self.convr(hx))
        q = F.tanh(self.convq(F.concat(r * h, x, dim=1)))
        return (1 - z) * h + z * q


class Net(nn.HybridBlock):
    def __init__(self, hidden_dim=4, ctx_dim=4, motion_dim=6, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.gru = ConvGRU(hidden_dim, ctx_dim + 2 * motion_dim)
            self.flow_head = nn.Conv2D(2, 3, padding=1, in_channels=hidden_dim)
            self.mask = nn.Conv2D(64 * 9, 1, in_channels=hidden_dim)

    def hybrid_forward(self, F, net, motion_features, motion_features_global, inp, flow):
        inp_cat = F.concat(inp, motion_features, motion_features_global, dim=1)
        net = self.gru(net, inp_cat)
        delta_flow = self.flow_head(net)
        flow += delta_flow
        mask = .25 * self.mask(net)
        N, _, H, W = flow.shape
        mask = F.softmax(mask.reshape((N, 1, 9, 8, 8, H, W)), axis=2)
        padded = F.pad(8 * flow, mode='edge', pad_width=(0, 0, 0, 0, 1, 1, 1, 1))
        nbrs = [padded.slice(begin=(None, None, i, j), end=(None, None, i + H, j + W))
                for i in range(3) for j in range(3)]
        up_flow = F.stack(*nbrs, axis=2).reshape((N, 2, 9, 1, 1, H, W))
        up_flow = F.sum(F.broadcast_mul(mask, up_flow), axis=2)
        up_flow = up_flow.transpose((0, 1, 4, 2, 5, 3))
        return net, up_flow.reshape((N, 2, 8 * H, 8 * W))
