"""TabNet attentive transformer whose prior starts as `F.ones((features.shape[0], self.num_features))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class AttentiveTransformer(HybridBlock):
    def __init__(self, num_features=6, n_steps=3, gamma=1.3, **kwargs):
        super().__init__(**kwargs)
        self.num_features, self.n_steps, self.gamma = num_features, n_steps, gamma
        with self.name_scope():
            self.fc = nn.Dense(num_features, use_bias=False)

    def hybrid_forward(self, F, features):
        prior = F.ones((features.shape[0], self.num_features))
        h, masks = features, []
        for _ in range(self.n_steps):
            mask = F.softmax(self.fc(h) * prior, axis=-1)
            prior = prior * (self.gamma - mask)
            h = mask * features
            masks.append(mask)
        return F.stack(*masks, axis=1)


Net = AttentiveTransformer
