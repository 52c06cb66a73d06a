"""AlphaZero net: residual tower over board planes, a policy head (conv, flatten, Dense to N*N+1 moves) and a tanh value head."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 5, 5)]


class ResidualBlock(HybridBlock):
    def __init__(self, channels, **kwargs):
        super(ResidualBlock, self).__init__(**kwargs)
        with self.name_scope():
            self.conv1 = nn.Conv2D(channels, 3, padding=1, use_bias=False, in_channels=channels)
            self.bn1 = nn.BatchNorm(in_channels=channels)
            self.conv2 = nn.Conv2D(channels, 3, padding=1, use_bias=False, in_channels=channels)
            self.bn2 = nn.BatchNorm(in_channels=channels)

    def hybrid_forward(self, F, x):
        out = F.relu(self.bn1(self.conv1(x)))
        out = self.bn2(self.conv2(out))
        return F.relu(out + x)


class AlphaZeroNet(HybridBlock):
    def __init__(self, board_size=5, planes=4, channels=8, blocks=2, **kwargs):
        super(AlphaZeroNet, self).__init__(**kwargs)
        n2 = board_size * board_size
        with self.name_scope():
            self.stem = nn.HybridSequential()
            self.stem.add(nn.Conv2D(channels, 3, padding=1, in_channels=planes), nn.BatchNorm(), nn.Activation("relu"))
            for _ in range(blocks):
                self.stem.add(ResidualBlock(channels))
            self.policy_conv = nn.Conv2D(2, 1, in_channels=channels)
            self.policy_fc = nn.Dense(n2 + 1, in_units=2 * n2)
            self.value_conv = nn.Conv2D(1, 1, in_channels=channels)
            self.value_fc1 = nn.Dense(16, activation="relu", in_units=n2)
            self.value_fc2 = nn.Dense(1, in_units=16)

    def hybrid_forward(self, F, planes):
        h = self.stem(planes)
        p = F.relu(self.policy_conv(h)).flatten()
        policy = F.log_softmax(self.policy_fc(p))
        v = F.relu(self.value_conv(h)).flatten()
        value = F.tanh(self.value_fc2(self.value_fc1(v)))
        return policy, value


Net = AlphaZeroNet
