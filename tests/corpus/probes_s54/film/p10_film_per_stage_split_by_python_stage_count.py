"""FiLM-conditioned ResNet stages: one generator Dense emits every stage's gamma/beta, split by `num_outputs=2 * len(self.stages)` (a python count of children), applied in a zip over the stages."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4, 4), (2, 5)]


class FiLMedNet(HybridBlock):
    def __init__(self, channels=3, num_stages=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.stages = nn.HybridSequential()
            for _ in range(num_stages):
                self.stages.add(nn.Conv2D(channels, 3, padding=1, in_channels=channels))
            self.generator = nn.Dense(2 * channels * num_stages)

    def hybrid_forward(self, F, x, question):
        params = F.split(self.generator(question), num_outputs=2 * len(self.stages), axis=1)
        for i, stage in enumerate(self.stages):
            gamma = params[2 * i].expand_dims(2).expand_dims(3)
            beta = params[2 * i + 1].expand_dims(2).expand_dims(3)
            x = F.relu(F.broadcast_add(F.broadcast_mul(stage(x), gamma), beta)) + x
        return x


Net = FiLMedNet
