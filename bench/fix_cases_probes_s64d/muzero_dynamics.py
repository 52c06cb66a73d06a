"""MuZero's dynamics network: the action encoded as a plane tiled over the hidden state's spatial size
(`nd.ones((b, 1, h, w))` from `encoded_state.shape` times the action index scaled by the action space size,
the muzero-general `action_one_hot` for board games), concatenated to the state, a conv to the next state,
the reward from a flattened head (`next_state.reshape((b, -1))`), and the next state min/max normalised per
sample."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 4, 3, 3), (2,)]


class Net(nn.HybridBlock):
    def __init__(self, channels=4, action_space_size=5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.action_space_size = action_space_size
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 3, padding=1, in_channels=channels + 1)
            self.reward = nn.Dense(1, in_units=channels * 9)

    def hybrid_forward(self, F, encoded_state, action):
        b, c, h, w = encoded_state.shape
        a = F.floor((action + 1) / 2 * self.action_space_size).clip(0, self.action_space_size - 1)
        action_one_hot = nd.ones((b, 1, h, w)) * a.reshape((-1, 1, 1, 1)) / self.action_space_size
        x = F.concat(encoded_state, action_one_hot, dim=1)
        next_state = F.relu(self.conv(x))
        reward = self.reward(next_state.reshape((b, -1)))
        min_s = next_state.min(axis=(1, 2, 3), keepdims=True)
        max_s = next_state.max(axis=(1, 2, 3), keepdims=True)
        scale = max_s - min_s
        scale = F.where(scale < 1e-5, scale + 1e-5, scale)
        return (next_state - min_s) / scale, reward
