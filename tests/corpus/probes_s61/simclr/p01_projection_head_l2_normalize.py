"""SimCLR projection head: Dense -> BatchNorm -> ReLU -> Dense on the encoder's (N, D) representation, embeddings normalised by `L2Normalization(mode="instance")`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 16)]


class ProjectionHead(HybridBlock):
    def __init__(self, in_units=16, hidden=16, out_dim=8, **kwargs):
        super(ProjectionHead, self).__init__(**kwargs)
        with self.name_scope():
            self.head = nn.HybridSequential()
            self.head.add(nn.Dense(hidden, in_units=in_units, use_bias=False),
                          nn.BatchNorm(in_channels=hidden),
                          nn.Activation("relu"),
                          nn.Dense(out_dim, in_units=hidden))

    def hybrid_forward(self, F, h):
        return F.L2Normalization(self.head(h), mode="instance")


Net = ProjectionHead
