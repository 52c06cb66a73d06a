"""FocalNet global context by an average pool whose kernel is the context's own spatial size, `F.Pooling(ctx, kernel=(ctx.shape[2], ctx.shape[3]), pool_type="avg")`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 4, 4)]


class ShapePoolGlobal(HybridBlock):
    def __init__(self, dim=4, **kwargs):
        super().__init__(**kwargs)
        self.dw = nn.Conv2D(dim, 3, padding=1, groups=dim, in_channels=dim)

    def hybrid_forward(self, F, x):
        ctx = F.relu(self.dw(x))
        glob = F.Pooling(ctx, kernel=(ctx.shape[2], ctx.shape[3]), pool_type="avg")
        return F.broadcast_add(ctx, glob)


Net = ShapePoolGlobal
